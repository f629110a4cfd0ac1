import { describe, expect, it } from 'vitest';
import { firstParagraph, htmlToMarkdown } from './html-text';

describe('htmlToMarkdown', () => {
  it('keeps paragraphs, lists, bold and line breaks, and the text of every other element', () => {
    expect(
      htmlToMarkdown(
        '<h2>Overview</h2><p>Asthma is <strong>common</strong>.\n  It <em>affects</em> the <a href="/airways">airways</a>.</p>' +
          '<ul><li>wheezing</li><li><b>breathlessness</b></li></ul><p>Call 911<br>right away.</p>' +
          '<table><tr><td>Peak flow</td><td>80%</td></tr></table>',
      ),
    ).toBe(
      'Overview\n\nAsthma is **common**. It affects the airways.\n\n- wheezing\n- **breathlessness**\n\nCall 911\nright away.\n\nPeak flow80%',
    );
    expect(htmlToMarkdown('<ol><li>One</li><li>Two</li></ol>')).toBe('- One\n- Two');
    expect(htmlToMarkdown('<p><strong> </strong>Plain</p>')).toBe('Plain');
    expect(htmlToMarkdown('')).toBe('');
  });

  it('never lets script, style, attributes or links through', () => {
    const hostile = [
      '<script>alert(1)</script><style>p { color: red }</style><iframe src="https://evil.example"></iframe>',
      '<noscript><p>alert(2)</p></noscript><template><p>alert(3)</p></template><object data="x">alert(4)</object>',
      '<a href="javascript:alert(5)" onclick="alert(6)">a link</a><img src="x" onerror="alert(7)">',
      // A `>` inside a quoted attribute does not end the tag.
      '<a title=">" href="javascript:alert(8)">quoted</a>',
      // Elements whose content a parser reads as raw text, markup and all.
      '<xmp><script>alert(9)</script></xmp><textarea><b onclick="alert(10)">x</b></textarea>',
      '<title><img src=x onerror=alert(11)></title><noembed><script>alert(12)</script></noembed>',
      '<svg><![CDATA[<script>alert(13)</script>]]></svg><!-- <script>alert(14)</script> -->',
      '<script>unclosed(15)',
    ];
    for (const html of hostile) {
      const text = htmlToMarkdown(`<p>Before</p>${html}<p>After</p>`);
      expect(text, html).not.toMatch(/alert|javascript|href|onclick|onerror|<|>/);
    }
    expect(htmlToMarkdown('<a title=">" href="javascript:alert(8)">quoted</a>')).toBe('quoted');
    expect(htmlToMarkdown('<p>Rest</p><plaintext><script>alert(16)</script>')).toBe('Rest');
  });

  it('decodes entities, without ever making a NUL or a lone surrogate', () => {
    expect(
      htmlToMarkdown('<p>Tom &amp; Jerry &lt;3 &quot;hi&quot; &apos;x&#39; &#x2014; &eacute;t&eacute;&nbsp;!</p>'),
    ).toBe('Tom & Jerry <3 "hi" \'x\' — été !');
    // Text that spells markup is text: the app's renderer shows it as such.
    expect(htmlToMarkdown('&lt;b&gt;not bold&lt;/b&gt;')).toBe('<b>not bold</b>');
    const odd = htmlToMarkdown('a&#0;b&#xD800;c&#x110000;d\u0000e');
    expect(odd).not.toContain('\u0000');
    expect(odd).not.toMatch(/[\uD800-\uDFFF]/);
    expect(odd.replace(/\uFFFD/g, '')).toBe('abcde');
  });

  it('closes what the HTML left open, so bold comes in pairs', () => {
    expect(htmlToMarkdown('<p><b>Unclosed')).toBe('**Unclosed**');
    expect(htmlToMarkdown('<p>one<p>two')).toBe('one\n\ntwo');
    expect(htmlToMarkdown('<ul><li>one<li>two</ul>')).toBe('- one\n- two');
  });
});

describe('firstParagraph', () => {
  it('takes the first paragraph that is not a list, without bold, cut at a word', () => {
    expect(firstParagraph('- a list\n\n**Asthma** is common.\n\nMore.')).toBe('Asthma is common.');
    expect(firstParagraph('One two three four', 10)).toBe('One two…');
  });
});
