// A Chinese news site's legal notice after the story (反侵权公告, 版权声明, 免责声明 on a line of
// their own) heads the site's boilerplate, as "Related" heads a rail: the notice and what follows
// it in the content go (vocabulary/phrases.ts RAIL_MARKERS_ZH, select/sections.ts).
import { describe, it, expect } from 'vitest';
import { extract } from '../../src/lib';
import { doc, unseenHtml } from '../helpers/dom';

const html = unseenHtml('zh-story-legal-notice.html');

describe('a Chinese story followed by its site\'s legal notice', () => {
  it('reads the story without the notice', async () => {
    const a = await extract(doc(html));
    expect(a.text).toContain('历时八个月的江边步道改造工程昨日全线完工');
    expect(a.text).toContain('每天晚饭后都会来走上一圈');
    expect(a.text).not.toContain('反侵权公告');
    expect(a.text).not.toContain('依法追究其法律责任');
  });

  it('reads a marker that names the site first the same (振兴东北网版权与免责声明：)', async () => {
    const a = await extract(doc(html.replace('反侵权公告：', '松江晚报版权与免责声明：')));
    expect(a.text).not.toContain('版权与免责声明');
    expect(a.text).not.toContain('依法追究其法律责任');
  });

  // Old table layouts set the marker as the first line of the notice's own paragraph, ended by a
  // <br>: the paragraph is the notice.
  it('reads a marker line that opens the notice\'s paragraph, set off by a <br>', async () => {
    const merged = html.replace(/<p><strong>反侵权公告：<\/strong><\/p>\s*<p>([^<]*)<\/p>/, '<p><strong>反侵权公告：</strong><br>$1<br>');
    expect(merged).not.toBe(html);
    const a = await extract(doc(merged));
    expect(a.text).toContain('每天晚饭后都会来走上一圈');
    expect(a.text).not.toContain('反侵权公告');
    expect(a.text).not.toContain('依法追究其法律责任');
  });

  it('keeps a paragraph whose first line is no marker, though a <br> ends it', async () => {
    const a = await extract(doc(html.replace('<p>家住附近的刘女士说，', '<p><strong>刘女士说：</strong><br>家住附近的刘女士说，')));
    expect(a.text).toContain('每天晚饭后都会来走上一圈');
  });

  it('keeps a disclaimer sentence that is no marker line (免责声明：本文仅代表作者观点。)', async () => {
    const a = await extract(doc(html.replace('<strong>反侵权公告：</strong>', '免责声明：本文仅代表作者本人观点，与本网立场无关。')));
    expect(a.text).toContain('本文仅代表作者本人观点');
  });
});
