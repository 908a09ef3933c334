/** The popup renders page content through the reading view's sanitizer (one allow-list for both). */
export { sanitizeArticleHtml } from '../reader/sanitize';
