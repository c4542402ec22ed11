import type { Translation } from "./de";

const en: Translation = {
  meta: {
    festivalTitle: "Lesezeichen – Children's and Youth Book Festival",
    titleSuffix: " | Lesezeichen",
  },
  nav: {
    skipToContent: "Skip to content",
    home: "Home",
    mainMenu: "Main menu",
    secondaryMenu: "More links",
    footerMenu: "Footer",
    breadcrumb: "Breadcrumb",
    languageSwitch: "Choose language",
    otherLanguage: "Deutsch",
    otherLanguageShort: "DE",
    menuOpen: "Open menu",
    menuClose: "Close menu",
    login: "Log in",
    logout: "Log out",
    myProfile: "My Profile",
  },
  errors: {
    notFoundTitle: "This page could not be found",
    notFoundText: "We are not able to find this page",
    unknown: "an unknown error occurred",
    toHome: "Back to the home page",
    siteOffline: "Website offline",
    siteOfflineText: "Unfortunately, the website is currently unavailable",
    fallbackTitle: "An error occurred while showing the error page",
  },
  login: {
    title: "Editor login",
    email: "E-mail address",
    password: "Password",
    submit: "Log in",
    invalid: "E-mail address or password is not correct.",
    tooMany: "Too many login attempts. Please try again in a minute.",
    invalidEmail: "Invalid e-mail address!",
    required: "This field is required!",
  },
  page: {
    offlineNotice: "This page is offline and visible to editors only.",
  },
};

export default en;
