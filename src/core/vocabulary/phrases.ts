/**
 * Words of the page's visible text that the engine reads: section markers, button labels, byline
 * and date words. Grouped by language: English (with the byline words of other Latin-script
 * languages) and Chinese. Each list states the principle; none names a site.
 */

// ── Dates and bylines ──────────────────────────────────────────────────────────────────────

/** English month abbreviations, in calendar order (a month's number is its index + 1). */
export const MONTHS_EN = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_ALT = MONTHS_EN.join('|');

/** "By" in a byline, in the Latin-script languages of the dev sets. */
const BY_ALT = 'by|von|par|por';
/** "By" before the name anywhere in a byline ("Posted 8:11 AM by Jane Doe"): the name follows it. */
export const BY_WORD_RE = new RegExp(`(?:^|[\\s\\d,.:|])(?:${BY_ALT}):?\\s+`, 'i');
/**
 * Where a byline's name ends and its stamp begins: a date or clock (a digit after a space, a
 * month before a day: "Ian LynamOctober 8" is glued so), a separator (| – — • · / [ ( " - "), an
 * @handle, or a word that opens the stamp (on, at, in, published, updated, posted).
 */
export const BYLINE_NAME_END_RE = new RegExp(
  `\\s\\d|(?:\\b|(?<=\\p{Lu}))(?:${MONTH_ALT})[a-z]*\\.?\\s+\\d|\\s*[|–—•·/@\\[(]|\\s-\\s|\\b(?:on|at|in|published|updated|posted)\\b`, 'iu');

/** Chinese labels before an author's or editor's name: 作者 author, 记者 reporter, 责编/责任编辑/编辑 editor. */
const ZH_AUTHOR_LABELS = '作者|记者|责编|责任编辑|编辑';
/** "作者：张三", "责编：李四": the name is group 1. */
export const ZH_AUTHOR_RE = new RegExp(`(?:${ZH_AUTHOR_LABELS})\\s*[:：]\\s*([^\\s|｜，,。\\d]{2,20})`);

/**
 * Everything a byline line may hold besides the name: "by", "and", date words and months, the
 * Chinese author labels and 来源 (source), digits, punctuation and spaces.
 */
export const BYLINE_FRAME_RE = new RegExp(
  `\\b(?:${BY_ALT}|and|updated|published|posted|on|at|am|pm|${MONTH_ALT})[a-z]*\\b|${ZH_AUTHOR_LABELS}|来源|[\\d\\p{P}\\p{S}\\s]+`, 'giu');

/**
 * Everything a dateline may hold besides an outlet's name (datelines.ts): month and weekday
 * names, clock words and time zones, the field labels of publishing systems (published, updated,
 * source, views; 来源 source, 发布 published, 点击 clicks, 来自 from, 时间 time; a blog's 阅读 reads,
 * 评论 comments and 分享 share), byline words,
 * the date characters 年月日, digits, punctuation and spaces.
 */
export const DATELINE_FRAME_RE = /* @__PURE__ */ new RegExp(
  `\\b(?:(?:${BY_ALT}|and|on|at|from|am|pm|a\\.m|p\\.m|et|est|edt|pt|pst|pdt|gmt|utc|bst|cet|published|updated|posted|modified|last|source|views)\\b`
  + `|(?:${MONTH_ALT})[a-z]*\\b|(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?\\b)`
  + `|${ZH_AUTHOR_LABELS}|来源|发布|时间|日期|点击|浏览|阅读|评论|分享|来自|稿源|出处|星期|上午|下午|[年月日时分秒]|[\\d\\p{P}\\p{S}\\s]+`, 'giu');

/**
 * The field labels of a Chinese news system's dateline row (datelines.ts): 来源 source, 发布
 * published, 点击 clicks, 来自 from, 稿源 wire, 时间/日期 time and date; and a blog system's
 * counters, "阅读(1234)", "评论（6）", "浏览(88)": the row that dates a post counts its readers.
 * Chinese only: the English dev sets disagree whether "POSTED: 2:45 pm EST January 22, 2008" is
 * the story's (l3s-gn1 and dragnet-train keep it, big9-chaos leaves it out), while Chinese news
 * truths leave 来源 rows out.
 */
export const ZH_DATELINE_FIELD_RE = /来源|(?:发布|点击|来自|稿源|时间|日期)\s*[:：]|(?:阅读|浏览|点击|评论)\s*[(（]\d+[)）]/;

/**
 * A publishing system's stamp row that gives both times: "PUBLISHED: 13:30, Mon, Oct 23, 2017 |
 * UPDATED: 13:37, …", "Originally published March 21 … Updated March 21 …" (datelines.ts). Both
 * labels, so a lone "POSTED: 2:45 pm EST January 22, 2008" is not one (see ZH_DATELINE_FIELD_RE).
 */
export const EN_STAMP_ROW_RE = /\b(?:published|posted)\b.*\b(?:updated|modified|edited)\b|\b(?:updated|modified)\b.*\b(?:published|posted)\b/i;

/**
 * A reading-time estimate ("9 min read", "11 Minute Read", "Reading time: 4 minutes", 阅读时间):
 * the site computes it from the text, so it is not the text. On the fitting folds 47 of the 48
 * such lines in Winnow's output are out of truth (wcxb-dev 45, big9-chaos 1, mozilla-readability
 * 1); one wcxb-dev truth keeps its whole "7 min read·Dec 30, 2013" row.
 */
export const READING_TIME_RE = /\b\d+\s*-?\s*min(?:ute)?s?\.?\s+read\b|\bread(?:ing)?\s+time\b(?:\s*:?\s*\d+\s*min(?:ute)?s?\.?)?|阅读(?:时间|时长)/i;

/** English dates, "January 16, 2008" / "16 January 2008": day in group 1 or 3, month 2, year 4. */
export const EN_DATE_RE = new RegExp(
  `\\b(?:(\\d{1,2})\\s+)?(${MONTH_ALT})[a-z]*\\.?\\s+(?:(\\d{1,2})(?:st|nd|rd|th)?,?\\s+)?(\\d{4})\\b`, 'i');
/** Chinese dates, 2024年3月12日 with an optional time. */
export const ZH_DATE_RE = /(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日(?:\s*(\d{1,2})[:：](\d{2})(?:[:：](\d{2}))?)?/;

/** A day of a month ("November 1", "9 Jan"), or a date in figures with slashes ("01/08/08"). */
const DAY_OF_MONTH = `(?:(?:${MONTH_ALT})[a-z]*\\.?\\s+\\d{1,2}|\\d{1,2}\\s+(?:${MONTH_ALT})[a-z]*\\.?|\\d{1,2}/\\d{1,2}/\\d{2,4})(?:st|nd|rd|th)?\\b`;
/** A clock time, "2:57" or "9:35am". */
const CLOCK = '\\d{1,2}:\\d{2}(?!\\d)';
/**
 * "On Thursday, November 1 at 2:57 pm", "Nov 7, 10:42", "01/08/08 05:30 PM", "9:35am Wed 9 Jan
 * 08": a day of a month and a clock time, in either order: the stamp comment and forum engines
 * print, often without the year or with two digits of it (a record's own date, not a mention).
 * Not dotted figures: "2.1.3" is a version.
 */
export const CLOCK_DATE_RE = new RegExp(`\\b(?:${DAY_OF_MONTH}.{0,12}?\\b${CLOCK}|${CLOCK}.{0,12}?\\b${DAY_OF_MONTH})`, 'i');
/**
 * "3 days ago", "yesterday at 10:12": the relative dates forum engines print. Not the possessive
 * ("Today's Change" in a stock quote card, "Today's Paper"): that names a thing, not a stamp.
 */
export const RELATIVE_DATE_RE = /\b(?:\d+|an?)\s+(?:sec(?:ond)?|min(?:ute)?|h(?:ou)?r|day|week|month|year)s?\s+ago\b|^(?:today|yesterday)\b(?!['’]s\b)/i;
/** "edited Oct 16, 2023 at 12:58", "Last edited: Jul 25": the date of an edit, not of a post. */
export const EDIT_LINE_RE = /^\s*(?:last\s+)?(?:edited|modified|updated)\b/i;
/** A member's join date in a user card ("Joined: Mar 2019", "Member since"), not a post's. */
export const JOIN_LABEL_RE = /\b(?:joined|registered|founded|member since|since|join date)\b/i;

/** A short line that is only a date: "12 March 2024", "2024-03-12", "Mar 12, 2024", "3 hours ago", "2024年3月12日". */
export const DATE_LINE_RE = /^(?:(?:posted|published|updated|on)\s*:?\s*)?(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}[./-]\d{1,2}[./-]\d{1,2}|\d{1,2}\s+[a-z]{3,9}\.?,?\s+\d{4}|[a-z]{3,9}\.?\s+\d{1,2},?\s+\d{4}|\d+\s+(?:minutes?|hours?|days?|weeks?|months?)\s+ago|\d{4}年\d{1,2}月\d{1,2}日)/i;

// ── Forum posts ────────────────────────────────────────────────────────────────────────────

/** Labels forum engines put where a poster's name could be ("Post", "Quote", "edited", "#12"). */
export const NOT_A_NAME_RE = /^(?:post|posted|reply|quote|edited|share|report|permalink|link|#?\d+)\b/i;

// ── Section markers: a line that heads the page's tail ─────────────────────────────────────

/** Markers of readers' answers: they follow the story, never sit inside it. */
const ANSWER_MARKERS_EN = [
  // Not "replies", "responses" or "discussion": on a forum those head the content itself.
  // A comment section's heading, plain or qualified ("Promoted Comments", "Top comments", "Load comments").
  "(?:(?:readers?'?|users?|members?|visitors?|top|best|featured|promoted|selected|latest|recent|newest|oldest|facebook|disqus|show|view|load|hide|all)\\s+)?comments?",
  'leave a (?:reply|comment)', 'add (?:a|your) comment', 'post a comment', 'join the conversation',
];
/** Markers of rails of other pages and of the writer's card: after the story, or as a box set into it. */
const RAIL_MARKERS_EN = [
  'related(?: articles| stories| posts| links| content| coverage| news)?', 'external links',
  // Not "see also" (documentation keeps it) or "read more" (an expander inside the article).
  'more (?:stories|from|on|news|articles)', 'you (?:may|might) also like', 'recommended for you',
  'most (?:read|popular|viewed)', 'popular (?:stories|posts)', 'trending(?: now)?',
  'read next', 'also on', 'around the web', 'sponsored(?: content)?', 'more in', 'about the author',
];
/**
 * 评论/跟帖/留言 comments, qualified as the English ones are: 网友/读者/用户 readers', 热门/最热/精彩
 * top, 最新 latest, 全部 all; and the invitations 发表/我要/参与 评论 (post a comment) and 查看评论
 * (view comments).
 */
const ANSWER_MARKERS_ZH = ['(?:网友|读者|用户|热门|最热|精彩|最新|全部|查看(?:全部|更多)?|发表|我要|参与)?(?:评论|跟帖|留言)'];
/** A site's name before its legal notice's marker ("振兴东北网"): a few characters. */
const SITE_NAME_MAX_CHARS = 12;
/**
 * 相关… related, 热门… popular, 推荐/延伸阅读 further reading; and a news site's legal notice
 * after the story, its name first or not ("反侵权公告：", "振兴东北网版权与免责声明："): the site's
 * boilerplate. Only as a line of its own: "免责声明：本文仅代表作者观点" is a sentence and stays.
 */
const RAIL_MARKERS_ZH = ['相关(?:新闻|文章|阅读|链接|报道)', '热门(?:新闻|文章|推荐)?', '推荐阅读', '延伸阅读',
  `.{0,${SITE_NAME_MAX_CHARS}}(?:版权(?:与免责)?声明|免责声明|反侵权公告)`];

/**
 * A count of the answers to a quoted title: "12 Responses to “Title”", "One thought on “Title”"
 * (WordPress's default comments heading, in every theme). The quoted title is left out of the
 * marker's length.
 */
const ANSWER_COUNT_START = '(?:\\d+|one|no)\\s+';
/** What readers' answers are called in a count of them. */
const ANSWER_WORDS = 'responses?|thoughts?|comments?';
export const ANSWER_COUNT_RE = new RegExp(`^${ANSWER_COUNT_START}(?:${ANSWER_WORDS})\\s+(?:to|on)\\s*[“"«„].*[”"»]$`, 'i');
/**
 * A count of answers to the story in any words and language: a number, at most four words, and a
 * quoted title ("45 users responded in “Title”", "3 Kommentare zu „Title“"); group 1 is the title,
 * which must be the story's own (sections.ts).
 */
export const COUNTED_QUOTE_RE = new RegExp(`^${ANSWER_COUNT_START}(?:\\S+\\s+){0,4}[“"«„‘'‚]\\s*(.+?)\\s*[”"»“’'‘]\\s*:?$`, 'iu');
/** How an answer count starts: a line that does not start so is no answer count (sections.ts). */
export const ANSWER_COUNT_START_RE = new RegExp(`^\\s*${ANSWER_COUNT_START}`, 'i');
/**
 * A count of readers' answers opening a line, whatever follows it: "{ 53 comments… read them below
 * or add one }", "241 Comments and 16 Replies". Read on the line's plain text, its links left out
 * (sections.ts): the invitation beside the count is often a link.
 */
export const COMMENT_COUNT_RE = new RegExp(`^[{(\\[]?\\s*${ANSWER_COUNT_START}(?:${ANSWER_WORDS}|replies)(?![\\p{L}\\d-])`, 'iu');
/** An answer word anywhere in a line: what a comment count needs before its line is read closer. */
export const ANSWER_WORD_RE = new RegExp(`${ANSWER_WORDS}|replies`, 'i');

/** A marker line of the given words, optionally counted ("Comments (12)", "(12) Comments", "12条评论", "评论（12）", "热门评论 6条"). */
const markerLine = (words: string[]): RegExp => new RegExp(
  '^(?:[(\\[]?\\d+[)\\]]?\\s*(?:条|個|个)?\\s*)?(?:' + words.join('|') + ')\\s*(?:[(（]\\d+[)）]|(?:共\\s*)?\\d+\\s*条)?\\s*[:：]?$', 'i');
/** "8 Comments", "Related Stories:", "相关新闻". */
export const SECTION_MARKER_RE = markerLine([...ANSWER_MARKERS_EN, ...RAIL_MARKERS_EN, ...ANSWER_MARKERS_ZH, ...RAIL_MARKERS_ZH]);
/** "Related Stories", "Most Popular", "相关新闻": a rail's marker, not one of readers' answers. */
export const RAIL_MARKER_RE = markerLine([...RAIL_MARKERS_EN, ...RAIL_MARKERS_ZH]);

// ── Galleries ────────────────────────────────────────────────────────────────────────────────

/** A slide's counter opening its legend: "1/44", "2 of 23", "第3/12张". */
export const SLIDE_COUNTER_RE = /^\s*第?\s*(\d{1,3})\s*(?:\/|of|／)\s*(\d{1,3})(?!\d)/i;

// ── Controls: a widget's words on a line of their own ──────────────────────────────────────

/** "Skip to content", "Jump to navigation": a keyboard user's shortcut. */
export const SKIP_LINK_RE = /^\s*(?:skip|jump)\s+(?:to|over|past|navigation|nav)\b/i;

/**
 * A button's label ("Learn more", "Apply now", "Loading…"). Annotated pages drop them: of 42
 * wcxb-dev outputs with a "Learn more" line, 33 truths have none; no truth keeps a post's or a
 * story's own controls (reply, quote, share, …; wcxb-dev, 150 lines).
 * The story's tools and labels on a line of their own (subscribe, share this, print, email to a
 * friend, enlarge, trackback, "Written by", "Table of contents", comments powered by a service):
 * each left in Winnow's output on 4 to 17 sites of the fitting folds when names are hashed, and in
 * the truth on at most one (census of 2026-11-28; "Table of contents": 17 to 3). A reading-time
 * line is the datelines stage's (READING_TIME_RE).
 * Lower-case, tested on a lower-cased label: the `i` flag on an alternation this long costs most
 * of a millisecond to compile, again in every page the engine is injected into.
 */
export const CALL_TO_ACTION_RE = new RegExp('^(?:(?:learn|read|see|show|view|load|discover|find out) more|(?:see|view|shop|browse) all'
  + '|(?:shop|buy|order|apply|book|register|subscribe|sign up|join|download|start|try it|get it) now|continue reading|read the story'
  + '|get started|more info|more details|view details|view product|quick (?:shop|view|add)|add to (?:cart|bag|basket|wishlist)'
  + '|loading|sponsored(?: links)?|advertisement'
  + '|reply|quote|reply with quote|multi-?quote|report|permalink|share|like|follow|save'
  + '|subscribe|tweet|share this(?: post| article| story| page)?|print(?: this)?(?: page| article| story)?'
  + '|printer[- ]?friendly(?: page| version)?|e-?mail this(?: article| story| page)?|e-?mail to a friend'
  + '|send (?:this )?(?:article |story )?to (?:a )?friends?(?: by e-?mail)?'
  + '|(?:click )?(?:(?:photo|image|picture) )?to enlarge|view larger(?: image)?|enlarge(?: image| photo)?'
  + '|trackback(?: url(?: for this entry)?)?:?|written by:?|table of contents'
  + '|(?:blog )?comments powered by \\w+|ask (?:a )?question)$');

/**
 * The same controls on Chinese pages, read with the label's spaces taken out ("返 回", "【字号
 * 大 中 小】"): print, close the window, back to the top, share (to WeChat by its QR code),
 * bookmark, font size, report an error, recommend, copy the link, read the original, click for
 * the large picture, load more. (gne-pages-zh: 163's "用微信扫码二维码 / 分享至好友和朋友圈" on
 * 80 lines of one list page; zh-wce-dev: "[打印]" under every entry of a blog archive.)
 */
export const CALL_TO_ACTION_ZH_RE = new RegExp('^(?:打印(?:本页|此文|本文|文章)?|关闭(?:窗口|本页|此页)?|返回(?:顶部|首页|列表|上页)?'
  + '|分享(?:到|至)?[:：]?|分享至好友和朋友圈|用?微信扫(?:码|描|一扫)?(?:二维码)?(?:分享)?|扫一扫|收藏(?:本文|本页)?'
  + '|字号[:：]?(?:大中小|小中大)?|(?:我要)?纠错|举报|推荐给?朋友|复制链接|阅读原文|(?:点击)?(?:图片)?查看大图'
  + '|(?:点击)?(?:加载|查看)更多)$');

/**
 * A site's affiliate disclosure in its own voice (disclosures.ts): "we may earn a commission",
 * "I earn from qualifying purchases", "this post contains affiliate links" (not "we earn no
 * commission on them", a reviewer's claim).
 */
/** A word every affiliate disclosure holds (AFFILIATE_DISCLOSURE_RE's cheap first test). */
export const AFFILIATE_WORD_RE = /commission|compensat|affiliate|qualifying purchase/i;
export const AFFILIATE_DISCLOSURE_RE = new RegExp(
  '\\b(?:we|i)\\s+(?:may|might|could|will|do|can|also)?\\s*(?:earn|receive|get|make)\\b(?!\\s+no\\b)[^.]{0,60}\\b(?:commissions?|compensation)\\b'
  + '|\\bwe may be compensated\\b|\\bi earn from qualifying purchases\\b|\\bmay earn us an? (?:small )?commission\\b'
  + '|\\b(?:this|the) (?:post|article|page|story|guide)\\s+(?:may )?(?:contains?|includes?)\\s+(?:some )?affiliate links?\\b', 'i');

/** A star rating's words alone: "4.3 out of 5 stars", "1 of 5 stars2 of 5 stars…". */
export const STAR_RATING_RE = /^(?:\d(?:[.,]\d+)?\s*(?:out\s+)?of\s+5\s+stars?[\s.]*)+$/i;

// ── Pagination ─────────────────────────────────────────────────────────────────────────────

/**
 * A link's whole text (lowercased, arrows and brackets dropped) that names the next page of a
 * paginated article, in English, Chinese and the Latin-script languages of the dev sets. Only a
 * link to this page's address with its page number stepped is followed (pages/next-page.ts).
 */
export const NEXT_PAGE_WORDS = [
  'next', 'next page', '下一页', '下页', '下一頁', '后一页', '後一頁', 'nächste seite', 'page suivante', 'suivante', 'página siguiente', 'siguiente',
];
