/**
 * The bar Docusaurus's theme shows at the top while the next page's code loads (theme-classic's
 * `nprogress` client module starts it 200 ms into a route change). nprogress's own template marks
 * the bar `role="bar"`, which is no ARIA role (axe's aria-roles rule, critical): assistive
 * technology is handed a role it cannot name. The bar is decoration, and the page announces itself
 * when it arrives, so the same bar is hidden from assistive technology instead. Both modules share
 * the one nprogress instance; this configures it before any route change can start it.
 */
import nprogress from 'nprogress';

export const PROGRESS_BAR_TEMPLATE = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';

nprogress.configure({template: PROGRESS_BAR_TEMPLATE, barSelector: '.bar'});
