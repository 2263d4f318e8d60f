export const DASHBOARD_HOME_PATH = '/admin-dashboard/home'
export const NOT_FOUND_PATH = '/error-404-not-found'
