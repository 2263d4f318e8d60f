import StarterKit from '@tiptap/starter-kit'
import { ContentImage } from './contentImage'

/** What the editor writes: exactly what the server's sanitiser keeps (docs/rich-text.md). */
export const richTextExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    codeBlock: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https', 'mailto'],
      HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow' },
    },
  }),
  ContentImage,
]
