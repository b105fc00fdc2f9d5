import { sitePaths } from '@manara/api-client/paths';
import { Navigate, useParams } from 'react-router-dom';

/** `/courses/{courseId}`, the spec's other reading of a course's address: it leads to `/CoursePage/{courseId}`. */
export function Component() {
  const { courseId = '' } = useParams();
  return <Navigate to={sitePaths.coursePage(courseId)} replace />;
}
