import { ForumScreen } from '../components/forum-screen';

/** /forum: the public forum. */
export function ForumRoute() {
  return <ForumScreen />;
}

/** /admin/forum-user: the same forum inside the admin area, with moderation. */
export function AdminForumRoute() {
  return <ForumScreen moderation />;
}
