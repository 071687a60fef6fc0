/**
 * Chooses whose keys the page shows before the first paint, so shortcuts never change size or
 * text after loading: the reader's stored choice, else the OS the browser reports. It only sets
 * `<html data-os>`; every OS's keys are in the HTML and CSS hides the others, so React renders
 * the same markup on the server and in the browser.
 */
export const OS_STORAGE_KEY = 'shortcut-os';

export const osScript = `(function(){var o;try{o=localStorage.getItem(${JSON.stringify(OS_STORAGE_KEY)})}catch(e){}
if(o!=="win"&&o!=="mac"&&o!=="linux"){var n=navigator,p=(n.userAgentData&&n.userAgentData.platform)||n.platform||"";
o=/mac|iphone|ipad|ipod/i.test(p)?"mac":/linux|x11|cros/i.test(p)&&!/android/i.test(n.userAgent)?"linux":"win"}
document.documentElement.setAttribute("data-os",o)})();`;
