/** The site's only locale. Its own module so client code can name it without importing the catalogue. */
export const LOCALE = 'pt-BR'
