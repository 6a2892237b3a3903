import sanitizeHtml from 'sanitize-html';

/**
 * Ids and anchor names of content HTML get this prefix, and same-page links (`#part`) with them, so that
 * the content cannot take the name of one of the page's own elements (`page-data`, `root`) or globals
 * (`window.x`) and anchors still lead where they did. Added once: a prefixed name stays as it is.
 */
export const CONTENT_ID_PREFIX = 'content-';

const prefixed = (name: string): string =>
  name.startsWith(CONTENT_ID_PREFIX) ? name : `${CONTENT_ID_PREFIX}${name}`;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'figure',
    'figcaption',
    'picture',
    'source',
    'span',
    'del',
    'ins',
    'sub',
    'sup',
  ],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'srcset', 'alt', 'title', 'width', 'height', 'loading'],
    source: ['srcset', 'type', 'media'],
    td: ['colspan', 'rowspan', 'align'],
    th: ['colspan', 'rowspan', 'align', 'scope'],
    ol: ['start', 'type'],
    '*': ['class', 'id'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'srcset'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    '*': (tagName, attribs) => ({
      tagName,
      attribs: attribs.id ? { ...attribs, id: prefixed(attribs.id) } : attribs,
    }),
    a: (tagName, attribs) => {
      const result = { ...attribs };
      if (result.name) result.name = prefixed(result.name);
      if (result.href?.startsWith('#') && result.href.length > 1)
        result.href = `#${prefixed(result.href.slice(1))}`;
      if (result.target === '_blank') result.rel = 'noopener noreferrer';
      return { tagName, attribs: result };
    },
  },
};

/**
 * Content HTML as the browser may render it: common formatting, tables, links with safe schemes and
 * images stay; scripts, styles, event handlers, iframes and `javascript:` links go; ids are prefixed.
 */
export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, options);
}
