/** The product's working name (ARCHITECTURE.md: configurable as BRAND_NAME, here at build time). */
export const brandName: string = import.meta.env.VITE_BRAND_NAME || 'Studiekraft';
