import type { SeedCourse } from './types';

export const ARABIC_COURSES: readonly SeedCourse[] = [
  {
    slug: 'cv-for-international-scholarships',
    title: 'بناء سيرتك الذاتية للمنح الدولية',
    description:
      'اكتب سيرة ذاتية أكاديمية تناسب لجان المنح الدولية: ترتيب الأقسام، صياغة الإنجازات بالأرقام، وأخطاء شائعة يقع فيها الطلاب المصريون.',
    category: 'Featured',
    topic: 'cv',
    currentPrice: 0,
    rating: 4.7,
    reviews: 241,
    daysAgo: 18,
    instructor: 'sara-mahmoud',
    sections: [
      {
        title: 'الأساسيات',
        lessons: [
          ['الفرق بين السيرة الأكاديمية والمهنية', 9],
          ['ترتيب الأقسام', 11],
        ],
      },
      {
        title: 'المحتوى',
        lessons: [
          ['صياغة الإنجازات بالأرقام', 12],
          ['الأنشطة الطلابية والعمل التطوعي', 10],
          ['مراجعة نماذج حقيقية', 15],
        ],
      },
    ],
  },
  {
    slug: 'choosing-a-university-abroad',
    title: 'كيف تختار جامعتك في الخارج',
    description:
      'قارن بين الجامعات والبرامج حسب التخصص والتكلفة وفرص العمل بعد التخرج، وابنِ قائمة مختصرة واقعية قبل التقديم.',
    category: 'Manara',
    topic: 'globe',
    currentPrice: 299,
    rating: 4.4,
    reviews: 88,
    daysAgo: 24,
    instructor: 'ahmed-fathy',
    sections: [
      {
        title: 'البحث',
        lessons: [
          ['التصنيفات العالمية وما تخفيه', 10],
          ['التكلفة الحقيقية للدراسة والمعيشة', 12],
        ],
      },
      {
        title: 'القرار',
        lessons: [
          ['بناء القائمة المختصرة', 9],
          ['التواصل مع الطلاب الحاليين', 8],
        ],
      },
    ],
  },
  {
    slug: 'career-planning-for-university-students',
    title: 'التخطيط المهني لطلاب الجامعة',
    description:
      'حدد اتجاهك المهني من السنة الأولى: اكتشف اهتماماتك، وتعرّف على سوق العمل، وضع خطة تدريب ومهارات لكل عام دراسي.',
    category: 'Manara',
    topic: 'career',
    currentPrice: 0,
    rating: 4.3,
    reviews: 119,
    daysAgo: 80,
    instructor: 'sara-mahmoud',
    sections: [
      {
        title: 'اعرف نفسك',
        lessons: [
          ['اهتماماتك وقيمك', 10],
          ['مهاراتك الحالية', 9],
        ],
      },
      {
        title: 'خطتك',
        lessons: [
          ['خريطة سوق العمل في مصر', 13],
          ['خطة لكل عام دراسي', 11],
          ['متابعة الخطة وتعديلها', 7],
        ],
      },
    ],
  },
  {
    slug: 'english-from-beginner-to-intermediate',
    title: 'اللغة الإنجليزية: من المستوى المبتدئ إلى المتوسط',
    description:
      'أساسيات القواعد والمفردات والمحادثة اليومية خطوة بخطوة، مع تمارين استماع قصيرة تجهزك لاختبارات اللغة لاحقًا.',
    category: 'Manara',
    topic: 'language',
    currentPrice: 349,
    oldPrice: 500,
    rating: 4.5,
    reviews: 276,
    daysAgo: 66,
    instructor: 'ahmed-fathy',
    sections: [
      {
        title: 'البداية',
        lessons: [
          ['الأزمنة الأساسية', 15],
          ['مفردات الحياة اليومية', 12],
        ],
      },
      {
        title: 'المحادثة',
        lessons: [
          ['التعريف بنفسك', 10],
          ['طرح الأسئلة', 11],
          ['الاستماع إلى محادثات قصيرة', 13],
        ],
      },
    ],
  },
  {
    slug: 'time-management-and-effective-study',
    title: 'إدارة الوقت والمذاكرة الفعالة',
    description:
      'نظّم وقتك بين الدراسة والأنشطة والتقديم على المنح، واستخدم أساليب مذاكرة مثبتة علميًا بدل السهر قبل الامتحان.',
    category: 'Manara',
    topic: 'leadership',
    currentPrice: 0,
    rating: 4.6,
    reviews: 198,
    daysAgo: 31,
    instructor: 'sara-mahmoud',
    sections: [
      {
        title: 'الوقت',
        lessons: [
          ['أين يذهب وقتك؟', 8],
          ['التخطيط الأسبوعي', 10],
        ],
      },
      {
        title: 'المذاكرة',
        lessons: [
          ['الاسترجاع النشط والتكرار المتباعد', 13],
          ['التركيز في عصر الهاتف', 9],
        ],
      },
    ],
  },
  {
    slug: 'guide-to-fully-funded-scholarships',
    title: 'دليل المنح الممولة بالكامل',
    description:
      'خريطة شاملة للمنح الممولة بالكامل المتاحة للطلاب المصريين في أوروبا وأمريكا وآسيا، مع جدول مواعيد ومتطلبات كل منحة.',
    category: 'Featured',
    topic: 'scholarship',
    currentPrice: 650,
    oldPrice: 850,
    rating: 4.8,
    reviews: 167,
    daysAgo: 48,
    instructor: 'ahmed-fathy',
    sections: [
      {
        title: 'المنح حول العالم',
        lessons: [
          ['منح أوروبا', 14],
          ['منح أمريكا الشمالية', 12],
          ['منح آسيا', 11],
        ],
      },
      {
        title: 'التقديم',
        lessons: [
          ['جدول المواعيد السنوي', 9],
          ['المستندات المطلوبة', 10],
        ],
      },
    ],
  },
  {
    slug: 'presentation-skills',
    title: 'مهارات العرض والتقديم',
    description:
      'قدّم مشروعك أو بحثك أمام لجنة أو جمهور بثقة: بناء العرض، تصميم الشرائح، ولغة الجسد والتعامل مع الأسئلة.',
    category: 'Manara',
    topic: 'speaking',
    currentPrice: 199,
    rating: 4.2,
    reviews: 64,
    daysAgo: 112,
    instructor: 'sara-mahmoud',
    sections: [
      {
        title: 'العرض',
        lessons: [
          ['بناء قصة العرض', 11],
          ['شرائح بسيطة وواضحة', 10],
          ['لغة الجسد والصوت', 12],
        ],
      },
    ],
  },
  {
    slug: 'introduction-to-data-analysis',
    title: 'مقدمة في تحليل البيانات',
    description:
      'تعلّم قراءة البيانات وتنظيفها وتحويلها إلى رسوم بيانية مفهومة باستخدام الجداول الإلكترونية، كخطوة أولى نحو مجال البيانات.',
    category: 'Manara',
    topic: 'data',
    currentPrice: 450,
    rating: 4.4,
    reviews: 102,
    daysAgo: 140,
    instructor: 'ahmed-fathy',
    sections: [
      {
        title: 'البيانات',
        lessons: [
          ['ما هي البيانات النظيفة؟', 10],
          ['الفرز والتصفية', 13],
        ],
      },
      {
        title: 'التحليل',
        lessons: [
          ['الجداول المحورية', 15],
          ['الرسوم البيانية', 12],
        ],
      },
    ],
  },
  {
    slug: 'writing-a-motivation-letter',
    title: 'كتابة خطاب الدافع',
    description:
      'اكتب خطاب دافع يجيب عن سؤال اللجنة الحقيقي: لماذا أنت، ولماذا هذا البرنامج، ولماذا الآن، مع نماذج مقبولة ومراجعتها.',
    category: 'Featured',
    topic: 'essay',
    currentPrice: 399,
    oldPrice: 550,
    rating: 4.7,
    reviews: 183,
    daysAgo: 11,
    instructor: 'sara-mahmoud',
    sections: [
      {
        title: 'التخطيط',
        lessons: [
          ['ماذا تريد اللجنة أن تعرف؟', 9],
          ['جمع القصص والأمثلة', 11],
        ],
      },
      {
        title: 'الكتابة',
        lessons: [
          ['البداية القوية', 10],
          ['الربط بين الماضي والمستقبل', 12],
          ['نماذج مقبولة', 16],
        ],
      },
    ],
  },
  {
    slug: 'preparing-for-job-interviews',
    title: 'الاستعداد لمقابلات العمل',
    description:
      'استعد لمقابلات التدريب والوظيفة الأولى: أسئلة شائعة وطريقة الإجابة عنها، والمقابلات عبر الإنترنت، والمتابعة بعد المقابلة.',
    category: 'Manara',
    topic: 'interview',
    currentPrice: 0,
    rating: 4.5,
    reviews: 154,
    daysAgo: 4,
    instructor: 'ahmed-fathy',
    sections: [
      {
        title: 'قبل المقابلة',
        lessons: [
          ['البحث عن الشركة', 8],
          ['تقديم نفسك في دقيقتين', 9],
        ],
      },
      {
        title: 'أثناء المقابلة وبعدها',
        lessons: [
          ['الأسئلة السلوكية', 13],
          ['المقابلات عبر الإنترنت', 10],
          ['رسالة الشكر والمتابعة', 6],
        ],
      },
    ],
  },
  {
    slug: 'entrepreneurship-for-students',
    title: 'ريادة الأعمال للطلاب',
    description:
      'حوّل فكرة إلى مشروع صغير أثناء الدراسة: التحقق من الفكرة، نموذج العمل، والتقديم على حاضنات ومسابقات ريادة الأعمال في مصر.',
    category: 'Manara',
    topic: 'finance',
    currentPrice: 500,
    rating: 4.3,
    reviews: 57,
    daysAgo: 175,
    instructor: 'sara-mahmoud',
    sections: [
      {
        title: 'الفكرة',
        lessons: [
          ['من المشكلة إلى الفكرة', 11],
          ['التحقق من الفكرة بسرعة', 12],
        ],
      },
      {
        title: 'المشروع',
        lessons: [
          ['نموذج العمل في صفحة واحدة', 14],
          ['الحاضنات والمسابقات في مصر', 10],
        ],
      },
    ],
  },
  {
    slug: 'summer-internships-at-global-companies',
    title: 'التدريب الصيفي في الشركات العالمية',
    description:
      'ابحث عن برامج التدريب الصيفي في الشركات العالمية داخل مصر وخارجها، وجهّز ملفك قبل فتح باب التقديم بأشهر.',
    category: 'Manara',
    topic: 'career',
    currentPrice: 249,
    rating: 4.4,
    reviews: 91,
    daysAgo: 58,
    instructor: 'ahmed-fathy',
    sections: [
      {
        title: 'البحث والتقديم',
        lessons: [
          ['متى تفتح أبواب التقديم؟', 8],
          ['اختبارات القبول عبر الإنترنت', 12],
          ['تحويل التدريب إلى عرض عمل', 10],
        ],
      },
    ],
  },
];
