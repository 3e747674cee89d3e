import { ForumScreen } from '../../components/forum-screen';

/** /admin/forum-user: the same forum inside the admin area, with moderation. */
export function AdminForumRoute() {
  return <ForumScreen moderation />;
}
