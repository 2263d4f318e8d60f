export const NOT_FOUND_PATH = '/error-404-not-found'
