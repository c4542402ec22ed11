/** The site's menus as the layout renders them (built by app/models/navigation.server.ts). */
export interface NavItem {
  menu_name: string;
  url: string;
  children: NavItem[];
  has_tab_navigation: boolean;
  opens_new_tab: boolean;
}

export interface FooterLink {
  title: string;
  url: string;
  opens_new_tab: boolean;
}

export interface Navigation {
  menu: NavItem[];
  secondary: NavItem[];
  footer: FooterLink[];
}
