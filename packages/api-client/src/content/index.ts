import * as v from 'valibot';
import buildYourGlobalProfile from './courses/build-your-global-profile.json';
import scholarshipEssaysThatWin from './courses/scholarship-essays-that-win.json';
import ieltsAcademicPreparation from './courses/ielts-academic-preparation.json';
import fullyFundedMastersInEurope from './courses/fully-funded-masters-in-europe.json';
import cheveningApplicationMasterclass from './courses/chevening-application-masterclass.json';
import interviewSkillsForGraduatePrograms from './courses/interview-skills-for-graduate-programs.json';
import researchProposalWriting from './courses/research-proposal-writing.json';
import personalBrandingOnLinkedin from './courses/personal-branding-on-linkedin.json';
import publicSpeakingWithConfidence from './courses/public-speaking-with-confidence.json';
import dataAnalysisFundamentals from './courses/data-analysis-fundamentals.json';
import pythonForAbsoluteBeginners from './courses/python-for-absolute-beginners.json';
import cvAndCoverLetterClinic from './courses/cv-and-cover-letter-clinic.json';
import landingYourFirstJobInEgypt from './courses/landing-your-first-job-in-egypt.json';
import fulbrightStepByStep from './courses/fulbright-step-by-step.json';
import greQuantitativeReasoning from './courses/gre-quantitative-reasoning.json';
import leadershipForStudentActivities from './courses/leadership-for-student-activities.json';
import freelancingOnGlobalPlatforms from './courses/freelancing-on-global-platforms.json';
import uiDesignEssentialsWithFigma from './courses/ui-design-essentials-with-figma.json';
import academicWritingInEnglish from './courses/academic-writing-in-english.json';
import summerSchoolsAndExchangePrograms from './courses/summer-schools-and-exchange-programs.json';
import gettingStrongRecommendationLetters from './courses/getting-strong-recommendation-letters.json';
import personalFinanceForStudentsAbroad from './courses/personal-finance-for-students-abroad.json';
import daadScholarshipsStudyInGermany from './courses/daad-scholarships-study-in-germany.json';
import cvForInternationalScholarships from './courses/cv-for-international-scholarships.json';
import choosingAUniversityAbroad from './courses/choosing-a-university-abroad.json';
import careerPlanningForUniversityStudents from './courses/career-planning-for-university-students.json';
import englishFromBeginnerToIntermediate from './courses/english-from-beginner-to-intermediate.json';
import timeManagementAndEffectiveStudy from './courses/time-management-and-effective-study.json';
import guideToFullyFundedScholarships from './courses/guide-to-fully-funded-scholarships.json';
import presentationSkills from './courses/presentation-skills.json';
import introductionToDataAnalysis from './courses/introduction-to-data-analysis.json';
import writingAMotivationLetter from './courses/writing-a-motivation-letter.json';
import preparingForJobInterviews from './courses/preparing-for-job-interviews.json';
import entrepreneurshipForStudents from './courses/entrepreneurship-for-students.json';
import summerInternshipsAtGlobalCompanies from './courses/summer-internships-at-global-companies.json';
import instructors from './instructors.json';
import { DemoCourseSchema, DemoInstructorSchema, type DemoCourse, type DemoInstructor } from './schema';

/*
 * The demo catalogue: one data file per course (`courses/<slug>.json`, in the course's own language)
 * and the instructors. The server's seed and the mocks' fixtures both read them from here, and every
 * file is checked against the schema when it is loaded, so a typo fails the first test that loads it.
 * How the demo is put together: docs/decisions/011-seed-and-media.md.
 */

export { DemoCourseSchema, DemoInstructorSchema, type DemoCourse, type DemoInstructor, type DemoTopic } from './schema';

const files: readonly unknown[] = [
  buildYourGlobalProfile,
  scholarshipEssaysThatWin,
  ieltsAcademicPreparation,
  fullyFundedMastersInEurope,
  cheveningApplicationMasterclass,
  interviewSkillsForGraduatePrograms,
  researchProposalWriting,
  personalBrandingOnLinkedin,
  publicSpeakingWithConfidence,
  dataAnalysisFundamentals,
  pythonForAbsoluteBeginners,
  cvAndCoverLetterClinic,
  landingYourFirstJobInEgypt,
  fulbrightStepByStep,
  greQuantitativeReasoning,
  leadershipForStudentActivities,
  freelancingOnGlobalPlatforms,
  uiDesignEssentialsWithFigma,
  academicWritingInEnglish,
  summerSchoolsAndExchangePrograms,
  gettingStrongRecommendationLetters,
  personalFinanceForStudentsAbroad,
  daadScholarshipsStudyInGermany,
  cvForInternationalScholarships,
  choosingAUniversityAbroad,
  careerPlanningForUniversityStudents,
  englishFromBeginnerToIntermediate,
  timeManagementAndEffectiveStudy,
  guideToFullyFundedScholarships,
  presentationSkills,
  introductionToDataAnalysis,
  writingAMotivationLetter,
  preparingForJobInterviews,
  entrepreneurshipForStudents,
  summerInternshipsAtGlobalCompanies,
];

/** Every demo course, English first, each as its file says. */
export const DEMO_COURSES: readonly DemoCourse[] = files.map((file) => v.parse(DemoCourseSchema, file));

export const DEMO_INSTRUCTORS: readonly DemoInstructor[] = v.parse(v.array(DemoInstructorSchema), instructors);

/** One demo course by its slug (the file's name). */
export function demoCourse(slug: string): DemoCourse {
  const course = DEMO_COURSES.find((candidate) => candidate.slug === slug);
  if (!course) throw new Error(`No demo course ${slug}`);
  return course;
}
