import './rich-text.css';

/**
 * Rich text from the church's admin, as the server serves it: HTML rebuilt from an allow-list of text tags and
 * http(s)/mailto links (apps/server/src/lib/rich-text.ts), so it is rendered as HTML. Never pass anything else here.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: html }} />;
}
