// Rich text as stories show it: what the server's sanitiser keeps.
export const SAMPLE_ARTICLE_HTML =
  '<h2>ดูแลสุขภาพหน้าฝน</h2><p>Rainy days bring <strong>colds</strong> and <em>tired</em> skin. A few habits help:</p><ul><li>Drink warm water</li><li>Sleep seven hours</li></ul><blockquote>Small habits, kept daily, make the difference.</blockquote><p>Read more on <a href="https://example.com/health" target="_blank" rel="noopener noreferrer nofollow">our health page</a>.</p>'

export const SAMPLE_FAQ_ANSWER_HTML =
  '<p>You can track an order from <strong>My orders</strong>. Each parcel shows its courier and tracking number once it ships.</p>'
