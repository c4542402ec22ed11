import type { EditorTexts } from "./de";

export const la: EditorTexts = {
  toolbar: {
    label: "Editor paginae",
    leave: "Emendationem finire",
  },
  alerts: {
    saved: "Servatum",
    failed: "Non servatum: {message}",
  },
  login: {
    title: "Inire ut pergas",
  },
  richText: {
    toolbar: "Forma textus",
    bold: "Crassae litterae",
    italic: "Litterae obliquae",
    link: "Nexus",
    bulletList: "Index punctatus",
    numberedList: "Index numeratus",
    undo: "Revocare",
    redo: "Iterare",
    linkDialog: "Nexus",
    linkUrl: "Inscriptio",
    linkUrlHint: "https://…, /pagina, mailto: vel tel:",
    linkNewWindow: "In nova fenestra aperire",
    linkApply: "Adhibere",
    linkRemove: "Nexum removere",
    linkCancel: "Omittere",
    linkInvalid: "Nexus incipere debent ab https://, mailto: vel tel: – vel a / pro pagina huius situs.",
    unsupported: "Hic textus elementa continet quae editor non novit; hic emendari non potest.",
  },
  moduleTypes: {
    headline: "Titulus", text: "Textus", quote: "Citatio", html: "HTML", link: "Nexus", anchorlist: "Index ancorarum", anchor: "Ancora",
    image: "Imago", imagelist: "Pinacotheca", logolist: "Signa", video: "Pellicula", selfhostedvideo: "Pellicula (fasciculus proprius)",
    videolist: "Index pellicularum", audio: "Sonus", selfhostedaudio: "Sonus (fasciculus proprius)", viewer: "Lector PDF", venue: "Locus",
    venuelist: "Index locorum", form: "Formula", heromedia: "Imago principalis", section: "Sectio", twocolumns: "Duae columnae",
    blogteaserlist: "Praenuntia ephemeridis", highlightteaser: "Praenuntium insigne", eventlist: "Index eventuum", fullteaser: "Praenuntium magnum",
    teaserlist: "Index praenuntiorum", faq: "Quaestiones frequentes", socialmedia: "Media socialia",
  },
};
