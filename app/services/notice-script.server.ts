import {
  LIMITED_NOTICE_ID, LIMITED_THRESHOLDS, NOTICE_COOKIE, NOTICE_COOKIE_DAYS, NOTICE_REASON_ATTRIBUTE, NOTICE_RELOAD_ATTRIBUTE,
  UNSUPPORTED_BROWSER_ATTRIBUTE,
} from "~/lib/notice";

const DAY_SECONDS = 24 * 60 * 60;
const cookiePattern = (inner: string) => `/(?:^|;\\s*)${NOTICE_COOKIE}=${inner}/`;

/**
 * Runs right after the hidden `limited` notice, before the rest of the page is parsed (no layout
 * shift), in every browser that runs script at all: ES5 only, no module, nothing of ours loaded.
 * "Unsupported" means lacking what our build really uses: ES modules, fetch, Promise,
 * IntersectionObserver (the shell), Array.prototype.at and Object.hasOwn (in the shipped chunks; the
 * same browsers also parse `??=`): Chrome 93, Firefox 92, Safari 15.4 and later pass. CSS features
 * are not checked: an older browser lays some parts out plainer and loses nothing.
 * An unsupported browser is marked on <html> (also once the notice is hidden): entry.client then
 * leaves the server's page alone, which works without script, instead of starting an app that would
 * fail halfway and replace the page with an error.
 * Reload reloads; "hide" writes the cookie and hides the notice; without this script the hide
 * button's form posts to /api/notice-dismissal/ instead.
 */
export const LIMITED_NOTICE_SCRIPT = `(function(d,w,n){
var modern="noModule" in d.createElement("script")&&!!w.fetch&&!!w.Promise&&!!w.IntersectionObserver&&!![].at&&!!Object.hasOwn;
if(!modern)d.documentElement.setAttribute(${JSON.stringify(UNSUPPORTED_BROWSER_ATTRIBUTE)},"");
var box=d.getElementById(${JSON.stringify(LIMITED_NOTICE_ID)});
if(!box||${cookiePattern("[^;]*\\blimited\\b")}.test(d.cookie))return;
var c=n.connection||{};
var reason=!modern?"unsupported":c.saveData===true||${JSON.stringify(LIMITED_THRESHOLDS.slowConnections)}.indexOf(c.effectiveType)>=0?"slow":n.deviceMemory<=${LIMITED_THRESHOLDS.maxDeviceMemoryGb}||n.hardwareConcurrency<=${LIMITED_THRESHOLDS.maxCores}?"weak":"";
if(!reason)return;
var texts=box.querySelectorAll("[${NOTICE_REASON_ATTRIBUTE}]");
for(var i=0;i<texts.length;i++)texts[i].hidden=texts[i].getAttribute(${JSON.stringify(NOTICE_REASON_ATTRIBUTE)})!==reason;
box.hidden=false;
box.querySelector("[${NOTICE_RELOAD_ATTRIBUTE}]").onclick=function(){w.location.reload();};
box.querySelector("form").onsubmit=function(e){
var old=d.cookie.match(${cookiePattern("([^;]*)")});
d.cookie=${JSON.stringify(`${NOTICE_COOKIE}=`)}+(old&&old[1]?old[1]+".":"")+"limited; path=/; max-age=${NOTICE_COOKIE_DAYS * DAY_SECONDS}; samesite=lax"+(w.location.protocol==="https:"?"; secure":"");
box.hidden=true;
var main=d.getElementById("main-content");
if(main)main.focus();
if(e&&e.preventDefault)e.preventDefault();
return false;
};
})(document,window,navigator);`;
