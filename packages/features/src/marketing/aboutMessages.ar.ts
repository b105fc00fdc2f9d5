import type { ArabicFor } from '../shared/i18n';
import type { aboutMessages } from './aboutMessages';

/** The Arabic of `aboutMessages.ts`, in the chunk that loads when Arabic is chosen (decision 037). */
export default {
  about: {
    title: 'عن منارة',
    intro: 'منارة تضيء الطريق للطلاب في مصر نحو المنح والدورات والمستقبل المهني.',
    galleryWorkshop: 'طلاب في ورشة عمل لمنارة يستمعون إلى متحدث بجوار رسم بياني',
    galleryMentoring: 'مرشد وطالب يراجعان طلب تقديم على حاسوب محمول',
    galleryGraduation: 'خريجون يرمون قبعاتهم في الهواء',
    missionTitle: 'رسالتنا',
    missionText: 'أن نمنح كل طالب في مصر الإرشاد والمهارات والدعم ليتنافس على المنح والفرص، أينما كان يعيش وأيًّا كانت خلفيته.',
    storyTitle: 'كيف بدأت منارة',
    storyText:
      'أُنشئت منارة في مصر عام {year}. كان مؤسسها قد خاض تجربة التقديم للمنح، ورأى كم من الطلاب المتميزين استسلموا لأن أحدًا لم يدلّهم أين يبحثون أو كيف يتقدمون.',
    storyTextMore: 'بدأت بجلسات مجانية ومجموعة صغيرة على الإنترنت، واليوم أصبحت منصة بدورات ومرشدين وشركاء، يبنيها الطلاب المصريون ولأجلهم.',
    impactTitle: 'أثرنا',
    impactCommunity: 'طالب في مجتمعنا',
    impactStudents: 'طالب حضروا برامجنا',
    impactPartners: 'شريك',
    impactEvents: 'فعالية وبرنامج',
    impactFounded: 'عام التأسيس في مصر',
    visionTitle: 'رؤيتنا',
    visionText: 'جيل من الطلاب المصريين قادر على الدراسة والعمل في أي مكان في العالم، ويعود بما تعلّمه إلى وطنه.',
  } satisfies ArabicFor<typeof aboutMessages>,
};
