import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderVoteMarkup, safeHref, safeImageSrc } from './voteMarkup';

const html = (text: string) => renderToStaticMarkup(<p>{renderVoteMarkup(text)}</p>);

describe('vote message markup', () => {
  it('renders *bold*, _italic_ and ~underline~', () => {
    expect(html('A *bold* and _italic_ and ~underlined~ word')).toBe('<p>A <strong>bold</strong> and <em>italic</em> and <u>underlined</u> word</p>');
  });

  it('nests emphasis and leaves unpaired marks as written', () => {
    expect(html('*very _good_*')).toBe('<p><strong>very <em>good</em></strong></p>');
    expect(html('2 * 3 = 6 and snake_case')).toBe('<p>2 * 3 = 6 and snake_case</p>');
  });

  it('keeps newlines as line breaks', () => {
    expect(html('Hello\nHow was it?\n\n*Thanks*')).toBe('<p>Hello<br/>How was it?<br/><br/><strong>Thanks</strong></p>');
  });

  it('links http, https and mailto addresses in a new tab', () => {
    expect(html('See [our terms](https://example.com/terms) or [mail us](mailto:help@example.com)')).toBe(
      '<p>See <a href="https://example.com/terms" target="_blank" rel="noopener noreferrer">our terms</a> or <a href="mailto:help@example.com" target="_blank" rel="noopener noreferrer">mail us</a></p>',
    );
    expect(html('[*Shop*](http://shop.example.com)')).toBe('<p><a href="http://shop.example.com/" target="_blank" rel="noopener noreferrer"><strong>Shop</strong></a></p>');
  });

  it('does not link javascript:, data: or relative addresses', () => {
    for (const href of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,hi', '/relative', 'vbscript:x']) {
      const out = html(`[click](${href})`);
      expect(out).not.toContain('<a');
      expect(out).toContain(`[click](${href.replace(/&/g, '&amp;')})`);
    }
    expect(safeHref(' https://example.com ')).toBe('https://example.com/');
    expect(safeHref('javascript:alert(1)')).toBeNull();
  });

  it('shows HTML and scripts as text', () => {
    const out = html('<script>alert("x")</script><b>bold</b> <img src=x onerror=alert(1)>');
    expect(out).toBe('<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;b&gt;bold&lt;/b&gt; &lt;img src=x onerror=alert(1)&gt;</p>');
  });

  it('renders plain text unchanged and nothing for an empty message', () => {
    expect(html('Please select the rating below.')).toBe('<p>Please select the rating below.</p>');
    expect(html('')).toBe('<p></p>');
  });

  it('loads only http and https images', () => {
    expect(safeImageSrc('https://cdn.example.com/logo.png')).toBe('https://cdn.example.com/logo.png');
    expect(safeImageSrc('javascript:alert(1)')).toBeNull();
    expect(safeImageSrc('mailto:a@example.com')).toBeNull();
    expect(safeImageSrc(undefined)).toBeNull();
  });
});
