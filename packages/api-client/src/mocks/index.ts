export { buildCourse, buildCourses, buildCoursesPage, newCourse } from './fixtures/courses';
export { fixtureAvatar, fixtureImage } from './fixtures/images';
export { courseDetail, courseHandlers, coursesByIds, coursesList, coursesSearch } from './handlers/courses';
