/** English texts of image upload. */
export const imagesEn = {
  drop: 'Drop an image here or click to choose one',
  replace: 'Drop another image to replace it',
  choose: 'Choose an image for {{label}}',
  remove: 'Remove',
  uploading: 'Uploading',
  rejected: 'Choose a PNG, JPEG, WebP or GIF image of at most {{size}} MB',
} as const;
