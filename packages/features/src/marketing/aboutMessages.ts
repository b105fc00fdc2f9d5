import { params } from '@nanostores/i18n';
import { defineMessages } from '../shared/i18n';

/** The about page's words (docs/product/public-pages.md#about); the copy is ours. */
export const aboutMessages = defineMessages('about', {
  title: 'About Manara',
  intro: 'Manara means “lighthouse” in Arabic. We light the way for students in Egypt towards scholarships, courses and careers.',
  galleryWorkshop: 'Students at a Manara workshop, listening to a speaker beside a chart',
  galleryMentoring: 'A mentor and a student going through an application on a laptop',
  galleryGraduation: 'Graduates throwing their caps into the air',
  missionTitle: 'Our mission',
  missionText:
    'To give every student in Egypt the guidance, skills and support to compete for scholarships and opportunities, wherever they live and whatever their background.',
  storyTitle: 'How Manara began',
  storyText: params(
    'Manara was created in {year} in Egypt. Its founder had been through the scholarship process and saw how many able students gave up because no one showed them where to look or how to apply.',
  ),
  storyTextMore:
    'It started with free sessions and a small online group. Today it is a platform with courses, mentors and partners, still built by and for Egyptian students.',
  impactTitle: 'Our impact',
  impactCommunity: 'Students in our community',
  impactStudents: 'Students attended our programs',
  impactPartners: 'Partners',
  impactEvents: 'Events and programs',
  impactFounded: 'Founded in Egypt',
  visionTitle: 'Our vision',
  visionText: 'A generation of Egyptian students who can study and work anywhere in the world, and who bring what they learn back home.',
});
