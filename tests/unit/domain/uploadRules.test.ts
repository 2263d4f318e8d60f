import { describe, expect, it } from 'vitest'
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '../../../src/domain/constants'
import {
  checkFile,
  checkImageSize,
  checkSelection,
  extensionOf,
  formatForModule,
} from '../../../src/domain/uploadRules'

describe('upload rules of spec section 5', () => {
  it('takes .jpg, .jpeg and .png avatars only, whatever the case', () => {
    expect(formatForModule('avatar', 'Me.JPG')).toBe('jpeg')
    expect(formatForModule('avatar', 'me.jpeg')).toBe('jpeg')
    expect(formatForModule('avatar', 'me.png')).toBe('png')
    expect(formatForModule('avatar', 'me.gif')).toBeNull()
    expect(formatForModule('avatar', 'me.png.exe')).toBeNull()
    expect(formatForModule('avatar', 'png')).toBeNull()
    expect(extensionOf('archive.tar.gz')).toBe('gz')
  })

  it('takes GIF only for articles and MP4 only for products', () => {
    expect(formatForModule('article', 'anim.gif')).toBe('gif')
    expect(formatForModule('product', 'anim.gif')).toBeNull()
    expect(formatForModule('product', 'clip.mp4')).toBe('mp4')
    expect(formatForModule('article', 'clip.mp4')).toBeNull()
  })

  it('limits images to 10 MB and videos to 200 MB', () => {
    expect(checkFile('product', { name: 'a.png', size: IMAGE_MAX_BYTES })).toBeNull()
    expect(checkFile('product', { name: 'a.png', size: IMAGE_MAX_BYTES + 1 })).toEqual({
      key: 'file-size-exceeded',
      vars: { max: 10 },
    })
    expect(checkFile('product', { name: 'a.mp4', size: VIDEO_MAX_BYTES })).toBeNull()
    expect(checkFile('product', { name: 'a.mp4', size: VIDEO_MAX_BYTES + 1 })?.vars).toEqual({ max: 200 })
    expect(checkFile('avatar', { name: 'a.webp', size: 1 })?.key).toBe('invalid-format-file')
  })

  it('wants product images of at least 650×650 and article images of at least 603×603', () => {
    expect(checkImageSize('product', { width: 650, height: 650 })).toBeNull()
    expect(checkImageSize('product', { width: 2000, height: 649 })).toEqual({
      key: 'image-below-minimum',
      vars: { width: 650, height: 650 },
    })
    expect(checkImageSize('article', { width: 603, height: 603 })).toBeNull()
    expect(checkImageSize('article', { width: 602, height: 900 })?.key).toBe('image-below-minimum')
    expect(checkImageSize('avatar', { width: 1, height: 1 })).toBeNull()
  })

  it('refuses an image of more than 8000 pixels on either side, in every module', () => {
    expect(checkImageSize('avatar', { width: 8000, height: 8000 })).toBeNull()
    expect(checkImageSize('avatar', { width: 50_000, height: 50_000 })).toEqual({
      key: 'image-above-maximum',
      vars: { width: 8000, height: 8000 },
    })
    expect(checkImageSize('product', { width: 700, height: 8001 })?.key).toBe('image-above-maximum')
    expect(checkImageSize('banner', { width: 8001, height: 10 })?.key).toBe('image-above-maximum')
  })

  it('counts at most 10 files and 1 video, with what the record holds, in the order chosen', () => {
    const files = [
      { name: 'a.mp4', size: 1 },
      { name: 'b.mp4', size: 1 },
      { name: 'bad.txt', size: 1 },
      { name: 'c.png', size: 1 },
      { name: 'd.png', size: 1 },
    ]
    expect(
      checkSelection('product', { files: 8, videos: 0 }, files).map((problem) => problem?.key ?? null),
    ).toEqual([null, 'only-one-video-allowed', 'invalid-format-file', null, 'file-count-exceeded'])
    expect(checkSelection('product', { files: 0, videos: 1 }, [{ name: 'a.mp4', size: 1 }])[0]?.key).toBe(
      'only-one-video-allowed',
    )
  })
})
