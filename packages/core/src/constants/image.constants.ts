/** Image formats of spec section 3, also the extensions the isImage rule accepts. */
export const IMAGE_FORMATS = ['png', 'jpg', 'jpeg', 'webp', 'svg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
