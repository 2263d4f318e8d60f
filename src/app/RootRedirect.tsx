import { Redirect } from 'wouter'
import { sessionState } from '../stores/session'
import { DASHBOARD_HOME_PATH } from './paths'

export function RootRedirect() {
  return <Redirect to={sessionState.token ? DASHBOARD_HOME_PATH : '/signin'} replace />
}
