import { ForumScreen } from '../components/forum-screen';

/** /forum: the public forum. */
export function ForumRoute() {
  return <ForumScreen />;
}
