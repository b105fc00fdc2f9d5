import { sitePaths } from '@manara/api-client/paths';
import { useParams } from 'react-router-dom';
import { SiteNavigate } from '../navigation';

/** `/courses/{courseId}`, the spec's other reading of a course's address: it leads to `/CoursePage/{courseId}`. */
export function Component() {
  const { courseId = '' } = useParams();
  return <SiteNavigate to={sitePaths.coursePage(courseId)} replace />;
}
