import Image from '@tiptap/extension-image'

/**
 * A picture inside rich text: one of our `content` uploads. The server keeps only its storage key
 * (`data-key`) and gives it a fresh signed `src` on every reading, so the node carries both.
 */
export const ContentImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      key: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-key'),
        renderHTML: (attributes) => (attributes.key ? { 'data-key': attributes.key } : {}),
      },
    }
  },
}).configure({ inline: false, allowBase64: false })
