import type { EditorTexts } from "./de";

export const ja: EditorTexts = {
  toolbar: {
    label: "ページエディター",
    leave: "編集を終了",
  },
  alerts: {
    saved: "保存しました",
    failed: "保存できませんでした: {message}",
  },
  login: {
    title: "続けるにはログインしてください",
  },
  richText: {
    toolbar: "書式",
    bold: "太字",
    italic: "斜体",
    link: "リンク",
    bulletList: "箇条書き",
    numberedList: "番号付きリスト",
    undo: "元に戻す",
    redo: "やり直す",
    linkDialog: "リンク",
    linkUrl: "アドレス",
    linkUrlHint: "https://…、/ページ、mailto: または tel:",
    linkNewWindow: "新しいウィンドウで開く",
    linkApply: "適用",
    linkRemove: "リンクを解除",
    linkCancel: "キャンセル",
    linkInvalid: "リンクは https://、mailto: または tel: で始まる必要があります（このサイトのページなら / で始めます）。",
    unsupported: "このテキストにはエディターが扱えない要素が含まれているため、ここでは編集できません。",
  },
  moduleTypes: {
    headline: "見出し", text: "テキスト", quote: "引用", html: "HTML", link: "リンク", anchorlist: "アンカーリスト", anchor: "アンカー",
    image: "画像", imagelist: "画像ギャラリー", logolist: "ロゴバー", video: "動画", selfhostedvideo: "動画（自前ファイル）",
    videolist: "動画リスト", audio: "音声", selfhostedaudio: "音声（自前ファイル）", viewer: "PDFビューアー", venue: "会場",
    venuelist: "会場リスト", form: "フォーム", heromedia: "ヒーローメディア", section: "セクション", twocolumns: "2カラム",
    blogteaserlist: "マガジンティーザー", highlightteaser: "ハイライトティーザー", eventlist: "イベント一覧", fullteaser: "大型ティーザー",
    teaserlist: "ティーザーリスト", faq: "よくある質問", socialmedia: "ソーシャルメディア",
  },
};
