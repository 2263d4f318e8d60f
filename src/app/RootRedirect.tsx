import { Redirect } from 'wouter'
import { sessionState } from '../stores/session'
import { homePaths } from './home/home.paths'

export function RootRedirect() {
  return <Redirect to={sessionState.token ? homePaths.hrefOf('home') : '/signin'} replace />
}
