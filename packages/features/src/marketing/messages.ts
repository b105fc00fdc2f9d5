import { count, params } from '@nanostores/i18n';
import { defineMessages } from '../shared/i18n';

/**
 * The home page's words (docs/product/public-pages.md#home). The button texts, the section names and what
 * the counters count are the product's; the descriptions are ours.
 */
export const homeMessages = defineMessages('home', {
  heroEyebrow: 'Scholarships, courses and mentorship in Egypt',
  heroTitle: params<{ n: string }>(
    count({ one: 'Find your scholarship with a community of {n} student', other: 'Find your scholarship with a community of {n} students' }),
  ),
  heroText:
    'Manara guides students in Egypt from the first search to the final application, with practical courses, mentors who have done it, and friends on the same road.',
  heroImageAlt: 'A lighthouse shining over the sea, with a graduation cap in the sky',
  exploreServices: 'Explore Services',
  joinCommunity: 'Join our Community',
  featuresTitle: 'What you get with Manara',
  trainingTitle: 'Development training programme',
  trainingText: 'Short, practical courses on CVs, motivation letters, interviews and English tests, taught by scholarship winners.',
  communityTitle: 'Community support',
  communityText: 'Ask questions, share your drafts and find study partners among thousands of students on the same path.',
  libraryTitle: 'Resource library',
  libraryText: 'Templates, guides and recorded sessions you can open whenever you need them.',
  whyTitle: 'Why choose Manara',
  whyIntro: 'Winning a scholarship takes months of work. We help you plan it and see it through.',
  researchTitle: 'Scholarship research',
  researchText: 'We track deadlines, requirements and funding, so you apply to the programmes that really fit you.',
  mentorshipTitle: 'Mentorship',
  mentorshipText: 'A mentor reads your documents, answers your questions and prepares you for the interview.',
  opportunitiesTitle: 'Opportunities',
  opportunitiesText: 'Exchanges, internships, competitions and events, shared with the community as soon as they open.',
  audienceTitle: 'Who we help',
  audienceIntro: 'Wherever you are in your studies, there is a next step, and we help you find it.',
  highSchoolTitle: 'High school students',
  highSchoolText: 'Choose a university and a major, and find scholarships for your first degree.',
  universityTitle: 'University students',
  universityText: 'Build your profile with exchanges, internships and new skills while you study.',
  graduatesTitle: 'Recent graduates',
  graduatesText: 'Apply for a funded master’s degree abroad and get ready for your first job.',
  impactTitle: 'Our impact',
  impactStudents: 'Students attended our programs',
  impactPartners: 'Partners',
  impactEvents: 'Events and programs',
  ctaTitle: 'Your scholarship journey starts here',
  ctaText: 'Create your account, tell us your goal and get a clear plan for what to do next.',
  takeFirstStep: 'Take the First Step Today',
  contactTitle: 'Contact us',
  contactText: 'Questions about a course, a programme or your account? Write or call us: we are happy to help.',
  contactEmail: 'Email',
  contactPhone: 'Phone',
  contactPage: 'Send us a message',
});
