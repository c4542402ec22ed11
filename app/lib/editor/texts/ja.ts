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
  moduleTypes: {
    headline: "見出し", text: "テキスト", quote: "引用", html: "HTML", link: "リンク", anchorlist: "アンカーリスト", anchor: "アンカー",
    image: "画像", imagelist: "画像ギャラリー", logolist: "ロゴバー", video: "動画", selfhostedvideo: "動画（自前ファイル）",
    videolist: "動画リスト", audio: "音声", selfhostedaudio: "音声（自前ファイル）", viewer: "PDFビューアー", venue: "会場",
    venuelist: "会場リスト", form: "フォーム", heromedia: "ヒーローメディア", section: "セクション", twocolumns: "2カラム",
    blogteaserlist: "マガジンティーザー", highlightteaser: "ハイライトティーザー", eventlist: "イベント一覧", fullteaser: "大型ティーザー",
    teaserlist: "ティーザーリスト", faq: "よくある質問", socialmedia: "ソーシャルメディア",
  },
};
