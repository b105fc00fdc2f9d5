import type { SeedCourse } from './types';

export const ENGLISH_COURSES: readonly SeedCourse[] = [
  {
    slug: 'build-your-global-profile',
    title: 'Build Your Global Profile',
    description:
      'Turn your studies, activities and ambitions into a profile that scholarship committees and international employers notice. Thirty short videos, four quizzes and six PDF worksheets take you from self-assessment to a finished application pack: CV, motivation letter, recommendation requests, LinkedIn profile and interview practice.',
    category: 'Featured',
    topic: 'globe',
    currentPrice: 1200,
    oldPrice: 1800,
    rating: 5,
    reviews: 50,
    daysAgo: 3,
    instructor: 'nour-el-sayed',
    tagline: 'Turn your studies and experience into a profile that wins scholarships abroad.',
    learningPoints: [
      'Write an academic CV that shows your grades, activities and results with evidence.',
      'Draft motivation letters that answer why you, why this programme and why now.',
      'Choose the right referees and brief them for strong recommendation letters.',
      'Build a LinkedIn profile that scholarship committees and recruiters can find.',
      'Answer scholarship interview questions with confidence using the STAR method.',
      'Plan IELTS, TOEFL or GRE preparation around your application deadlines.',
    ],
    targetAudience: [
      'High school students planning to study abroad after graduation',
      'University students preparing their first scholarship or exchange application',
      'Recent graduates applying for fully funded master’s programmes',
      'Young professionals aiming for international study or a global career',
    ],
    quizzes: 4,
    pdfs: 6,
    sections: [
      {
        title: 'Know Yourself',
        lessons: [
          ['Welcome and how this course works', 6],
          ['Mapping your strengths and values', 14],
          ['Choosing a direction you can explain', 12],
          ['Setting goals for the next two years', 11],
          ['Your profile audit checklist', 9],
        ],
      },
      {
        title: 'Academic Record',
        lessons: [
          ['Presenting your grades honestly and well', 10],
          ['Explaining a weak semester', 8],
          ['Courses and certificates that add weight', 12],
          ['Language tests: which one and when', 13],
          ['Building a reading list in your field', 9],
        ],
      },
      {
        title: 'Experience That Counts',
        lessons: [
          ['Volunteering with real impact', 11],
          ['Internships in Egypt and remotely', 14],
          ['Student activities as leadership evidence', 10],
          ['Small research projects for undergraduates', 15],
          ['Writing achievements with numbers', 9],
        ],
      },
      {
        title: 'Your Online Presence',
        lessons: [
          ['A LinkedIn profile that reads like a story', 13],
          ['Portfolios for every field', 12],
          ['Cleaning up your digital footprint', 7],
          ['Networking messages that get answers', 10],
          ['Keeping everything up to date', 6],
        ],
      },
      {
        title: 'Applications',
        lessons: [
          ['Shortlisting programs and scholarships', 14],
          ['A calendar for deadlines and documents', 9],
          ['The statement of purpose, step by step', 18],
          ['Asking for recommendation letters', 11],
          ['Final review before you submit', 10],
        ],
      },
      {
        title: 'Interviews and Next Steps',
        lessons: [
          ['Common scholarship interview questions', 16],
          ['Answering with the STAR method', 12],
          ['Mock interview walkthrough', 20],
          ['Handling rejection and reapplying', 9],
          ['Your plan for the next twelve months', 8],
        ],
      },
    ],
  },
  {
    slug: 'scholarship-essays-that-win',
    title: 'Scholarship Essays That Win',
    description:
      'Write personal statements and motivation letters that sound like you and answer what the committee asks. Includes annotated winning essays from Egyptian applicants.',
    category: 'Featured',
    topic: 'essay',
    currentPrice: 650,
    oldPrice: 900,
    rating: 4.8,
    reviews: 212,
    daysAgo: 1,
    instructor: 'laila-ibrahim',
    tagline: 'Personal statements that sound like you and answer the committee.',
    learningPoints: [
      'Read an essay prompt the way a reviewer does.',
      'Turn your experiences into a short list of strong stories.',
      'Structure an essay around your past, present and future.',
      'Show impact without bragging or listing your CV.',
      'Cut a draft to the word limit without losing its voice.',
    ],
    targetAudience: [
      'Students applying for undergraduate or master’s scholarships',
      'Applicants who find it hard to write about themselves',
      'Graduates rewriting an essay after a rejection',
    ],
    quizzes: 3,
    pdfs: 5,
    sections: [
      {
        title: 'Before You Write',
        lessons: [
          ['Reading the prompt like a reviewer', 9],
          ['Collecting your stories', 12],
        ],
      },
      {
        title: 'Drafting',
        lessons: [
          ['Openings that earn attention', 11],
          ['Structure: past, present, future', 14],
          ['Showing impact without bragging', 10],
        ],
      },
      {
        title: 'Editing',
        lessons: [
          ['Cutting to the word limit', 8],
          ['Annotated winning essays', 22],
        ],
      },
    ],
  },
  {
    slug: 'ielts-academic-preparation',
    title: 'IELTS Academic Preparation',
    description:
      'A complete plan for Listening, Reading, Writing and Speaking, with timed practice and examiner tips to reach band 7 and above.',
    category: 'Featured',
    topic: 'language',
    currentPrice: 999,
    oldPrice: 1400,
    rating: 4.7,
    reviews: 389,
    daysAgo: 12,
    instructor: 'omar-khaled',
    tagline: 'A six-week plan to reach band 7 and above.',
    learningPoints: [
      'Understand how each IELTS section is scored.',
      'Predict answers in Listening and manage Reading time.',
      'Handle True, False, Not Given questions with confidence.',
      'Describe charts clearly in Writing Task 1.',
      'Build a clear argument in Writing Task 2.',
      'Speak for two minutes in Part 2 without panic.',
    ],
    targetAudience: [
      'Students who need IELTS Academic for a scholarship or university offer',
      'Test takers who scored below their target band',
      'Graduates planning to study in the UK, Australia or Canada',
    ],
    quizzes: 6,
    pdfs: 4,
    sections: [
      {
        title: 'Getting Started',
        lessons: [
          ['How the test is scored', 10],
          ['A six-week study plan', 8],
        ],
      },
      {
        title: 'Listening and Reading',
        lessons: [
          ['Listening: predicting answers', 16],
          ['Reading: skimming and scanning', 18],
          ['True, False, Not Given', 15],
        ],
      },
      {
        title: 'Writing and Speaking',
        lessons: [
          ['Task 1: describing charts', 17],
          ['Task 2: building an argument', 21],
          ['Speaking part 2 without panic', 13],
        ],
      },
    ],
  },
  {
    slug: 'fully-funded-masters-in-europe',
    title: 'Fully Funded Masters in Europe',
    description:
      'Find and win fully funded master’s places in Europe: Erasmus Mundus, national scholarships and university awards, with deadlines and document lists.',
    category: 'Featured',
    topic: 'scholarship',
    currentPrice: 799,
    rating: 4.9,
    reviews: 174,
    daysAgo: 20,
    instructor: 'nour-el-sayed',
    tagline: 'Find and win master’s places that pay for everything.',
    learningPoints: [
      'Tell fully funded scholarships apart from partial awards.',
      'Apply to Erasmus Mundus joint programmes.',
      'Match programmes to your grades and experience.',
      'Prepare translated and certified documents on time.',
    ],
    targetAudience: [
      'Final-year students planning a master’s in Europe',
      'Graduates who cannot pay tuition and living costs themselves',
      'Young professionals returning to study',
    ],
    quizzes: 2,
    pdfs: 4,
    sections: [
      {
        title: 'The Landscape',
        lessons: [
          ['Which scholarships cover everything', 12],
          ['Erasmus Mundus joint programmes', 15],
        ],
      },
      {
        title: 'Applying',
        lessons: [
          ['Matching programmes to your profile', 13],
          ['Documents, translations and certification', 11],
          ['After the offer: visas and housing', 14],
        ],
      },
    ],
  },
  {
    slug: 'chevening-application-masterclass',
    title: 'Chevening Application Masterclass',
    description:
      'Plan the four Chevening essays on leadership, networking, study plans and career goals, and prepare for the interview at the embassy.',
    category: 'Manara',
    topic: 'scholarship',
    currentPrice: 450,
    oldPrice: 600,
    rating: 4.6,
    reviews: 98,
    daysAgo: 34,
    instructor: 'mariam-hassan',
    tagline: 'Plan all four Chevening essays and prepare for the interview.',
    learningPoints: [
      'Write the leadership and influence essay with real examples.',
      'Show networking as a skill with purpose.',
      'Choose three UK courses that fit your career plan.',
      'Prepare for the panel interview at the embassy.',
    ],
    targetAudience: [
      'Graduates with at least two years of work experience',
      'Professionals who plan to return to Egypt after a UK master’s',
    ],
    quizzes: 2,
    pdfs: 3,
    sections: [
      {
        title: 'The Essays',
        lessons: [
          ['Leadership and influence', 12],
          ['Networking with purpose', 10],
          ['Choosing three UK courses', 9],
          ['Career plan essay', 11],
        ],
      },
      {
        title: 'The Interview',
        lessons: [
          ['What the panel looks for', 10],
          ['Practice questions', 16],
        ],
      },
    ],
  },
  {
    slug: 'interview-skills-for-graduate-programs',
    title: 'Interview Skills for Graduate Programs',
    description:
      'Prepare for admission and scholarship interviews online or in person: research the programme, structure answers and ask good questions back.',
    category: 'Manara',
    topic: 'interview',
    currentPrice: 350,
    rating: 4.5,
    reviews: 143,
    daysAgo: 5,
    instructor: 'youssef-adel',
    tagline: 'Walk into admission and scholarship interviews prepared.',
    learningPoints: [
      'Research the programme and the panel before the interview.',
      'Give a confident two-minute introduction.',
      'Structure answers to technical and motivation questions.',
      'Ask the panel questions that leave a good impression.',
    ],
    targetAudience: [
      'Applicants invited to master’s or PhD interviews',
      'Scholarship finalists preparing for a panel',
      'Students who freeze in online interviews',
    ],
    quizzes: 2,
    pdfs: 2,
    sections: [
      {
        title: 'Preparation',
        lessons: [
          ['Researching the programme and panel', 11],
          ['Your two-minute introduction', 9],
        ],
      },
      {
        title: 'In the Room',
        lessons: [
          ['Structuring answers', 13],
          ['Technical and motivation questions', 15],
          ['Questions to ask the panel', 7],
        ],
      },
    ],
  },
  {
    slug: 'research-proposal-writing',
    title: 'Research Proposal Writing',
    description:
      'Write a research proposal for a master’s or PhD application: a focused question, a short literature review, a realistic method and a timeline.',
    category: 'Manara',
    topic: 'research',
    currentPrice: 499,
    rating: 4.4,
    reviews: 76,
    daysAgo: 41,
    instructor: 'karim-mostafa',
    tagline: 'A focused research proposal for master’s and PhD applications.',
    learningPoints: [
      'Narrow a broad topic into one research question.',
      'Read papers quickly and write a short literature review.',
      'Choose methods you can defend.',
      'Plan a realistic timeline and budget.',
    ],
    targetAudience: [
      'Graduates applying for research master’s or PhD programmes',
      'Students writing a graduation project proposal',
    ],
    quizzes: 2,
    pdfs: 3,
    sections: [
      {
        title: 'The Question',
        lessons: [
          ['From topic to research question', 14],
          ['Reading papers quickly', 12],
        ],
      },
      {
        title: 'The Proposal',
        lessons: [
          ['Writing the literature review', 16],
          ['Methods you can defend', 15],
          ['A timeline and a budget', 10],
        ],
      },
    ],
  },
  {
    slug: 'personal-branding-on-linkedin',
    title: 'Personal Branding on LinkedIn',
    description:
      'Build a LinkedIn profile that recruiters and professors find: headline, about section, featured work and a posting habit that takes ten minutes a week.',
    category: 'Featured',
    topic: 'branding',
    currentPrice: 0,
    rating: 4.6,
    reviews: 264,
    daysAgo: 2,
    instructor: 'mariam-hassan',
    tagline: 'A LinkedIn profile that recruiters and professors find.',
    learningPoints: [
      'Write a headline and choose a photo that work together.',
      'Tell your story in the about section.',
      'Feature your best work and gather recommendations.',
      'Post for ten minutes a week without overthinking.',
      'Message people you admire and get answers.',
    ],
    targetAudience: [
      'University students building their first professional profile',
      'Graduates looking for internships, jobs or scholarships',
      'Young professionals who want to be found by recruiters',
    ],
    quizzes: 1,
    pdfs: 2,
    sections: [
      {
        title: 'Your Profile',
        lessons: [
          ['Headline and photo', 8],
          ['An about section that tells a story', 11],
          ['Featured work and recommendations', 9],
        ],
      },
      {
        title: 'Being Found',
        lessons: [
          ['Posting without overthinking', 10],
          ['Messaging people you admire', 9],
        ],
      },
    ],
  },
  {
    slug: 'public-speaking-with-confidence',
    title: 'Public Speaking with Confidence',
    description:
      'Speak in class, at events and in interviews without freezing. Short exercises for voice, structure and handling questions from the audience.',
    category: 'Manara',
    topic: 'speaking',
    currentPrice: 299,
    oldPrice: 450,
    rating: 4.3,
    reviews: 121,
    daysAgo: 55,
    instructor: 'omar-khaled',
    tagline: 'Speak in class, at events and in interviews without freezing.',
    learningPoints: [
      'Understand nerves and calm them before you speak.',
      'Use your voice, pace and pauses on purpose.',
      'Structure a five-minute talk.',
      'Design slides that support you instead of replacing you.',
      'Take questions from the audience calmly.',
    ],
    targetAudience: [
      'Students who avoid presenting in class',
      'Club leaders and volunteers who speak at events',
      'Applicants preparing for interviews and presentations',
    ],
    quizzes: 2,
    pdfs: 2,
    sections: [
      {
        title: 'Foundations',
        lessons: [
          ['Why nerves happen and what helps', 9],
          ['Voice, pace and pauses', 12],
        ],
      },
      {
        title: 'Your Talk',
        lessons: [
          ['Structuring a five-minute talk', 13],
          ['Slides that support you', 11],
          ['Taking questions', 8],
        ],
      },
    ],
  },
  {
    slug: 'data-analysis-fundamentals',
    title: 'Data Analysis Fundamentals',
    description:
      'Clean, explore and chart data with spreadsheets and SQL, then present findings to people who do not read tables. A first step into data careers.',
    category: 'Featured',
    topic: 'data',
    currentPrice: 1100,
    oldPrice: 1500,
    rating: 4.7,
    reviews: 305,
    daysAgo: 27,
    instructor: 'karim-mostafa',
    tagline: 'From messy spreadsheets to findings people understand.',
    learningPoints: [
      'Clean messy data in a spreadsheet.',
      'Summarise data with pivot tables.',
      'Choose charts that answer a question.',
      'Select, filter, group and join data with SQL.',
      'Present findings to people who do not read tables.',
    ],
    targetAudience: [
      'Students curious about a career in data',
      'Graduates from any field who work with numbers',
      'Young professionals who report results to managers',
    ],
    quizzes: 5,
    pdfs: 4,
    sections: [
      {
        title: 'Spreadsheets',
        lessons: [
          ['Cleaning messy data', 18],
          ['Pivot tables', 16],
          ['Charts that answer a question', 14],
        ],
      },
      {
        title: 'SQL',
        lessons: [
          ['Selecting and filtering', 17],
          ['Grouping and joining', 21],
        ],
      },
      {
        title: 'Presenting',
        lessons: [['Telling the story behind the numbers', 12]],
      },
    ],
  },
  {
    slug: 'python-for-absolute-beginners',
    title: 'Python Programming for Absolute Beginners',
    description:
      'Write your first programs in Python: variables, loops, functions and files, with small projects that automate boring student tasks.',
    category: 'Manara',
    topic: 'code',
    currentPrice: 750,
    rating: 4.5,
    reviews: 228,
    daysAgo: 63,
    instructor: 'youssef-adel',
    tagline: 'Your first programs in Python, no experience needed.',
    learningPoints: [
      'Install Python and write your first program.',
      'Use variables, types and if statements.',
      'Repeat work with loops and lists.',
      'Organise code into functions.',
      'Build a study timetable generator from scratch.',
    ],
    targetAudience: [
      'Students who have never written code',
      'Learners from non-technical fields who want to automate tasks',
      'Anyone considering a programming career',
    ],
    quizzes: 4,
    pdfs: 3,
    sections: [
      {
        title: 'First Steps',
        lessons: [
          ['Installing Python and an editor', 10],
          ['Variables and types', 14],
          ['Making decisions with if', 12],
        ],
      },
      {
        title: 'Building Things',
        lessons: [
          ['Loops and lists', 16],
          ['Writing functions', 15],
          ['Project: a study timetable generator', 24],
        ],
      },
    ],
  },
  {
    slug: 'cv-and-cover-letter-clinic',
    title: 'CV and Cover Letter Clinic',
    description:
      'Rewrite your CV for scholarships, internships and first jobs, and learn a cover-letter template you can adapt in twenty minutes.',
    category: 'Manara',
    topic: 'cv',
    currentPrice: 0,
    rating: 4.4,
    reviews: 187,
    daysAgo: 9,
    instructor: 'laila-ibrahim',
    tagline: 'Rewrite your CV and cover letter for your next application.',
    learningPoints: [
      'Choose between an academic CV and a professional resume.',
      'Write bullet points that show results.',
      'Format your CV for applicant tracking systems.',
      'Adapt one cover-letter template in twenty minutes.',
    ],
    targetAudience: [
      'Students applying for scholarships or internships',
      'Graduates applying for their first job',
      'Anyone whose CV has not been updated in a year',
    ],
    quizzes: 1,
    pdfs: 4,
    sections: [
      {
        title: 'Your CV',
        lessons: [
          ['Academic CV or professional resume?', 8],
          ['Bullet points that show results', 12],
          ['Formatting for applicant tracking systems', 9],
        ],
      },
      {
        title: 'Cover Letters',
        lessons: [
          ['A template that adapts', 10],
          ['Before and after examples', 13],
        ],
      },
    ],
  },
  {
    slug: 'landing-your-first-job-in-egypt',
    title: 'Landing Your First Job in Egypt',
    description:
      'Where entry-level roles are posted, how hiring works at Egyptian and multinational companies, and how to follow up after an application.',
    category: 'Manara',
    topic: 'career',
    currentPrice: 199,
    rating: 4.2,
    reviews: 66,
    daysAgo: 72,
    instructor: 'omar-khaled',
    tagline: 'How entry-level hiring really works in Egypt.',
    learningPoints: [
      'Find where entry-level roles are posted.',
      'Apply to graduate programmes and internships.',
      'Prepare for assessment centres and case interviews.',
      'Negotiate your first offer politely.',
    ],
    targetAudience: [
      'Final-year university students',
      'Recent graduates looking for their first job',
    ],
    quizzes: 2,
    pdfs: 2,
    sections: [
      {
        title: 'The Market',
        lessons: [
          ['Where the openings are', 11],
          ['Graduate programmes and internships', 12],
        ],
      },
      {
        title: 'The Process',
        lessons: [
          ['Assessment centres and case interviews', 15],
          ['Negotiating your first offer', 10],
        ],
      },
    ],
  },
  {
    slug: 'fulbright-step-by-step',
    title: 'Fulbright Foreign Student Program: Step by Step',
    description:
      'A free walkthrough of the Fulbright application for Egyptian graduates: eligibility, the online form, essays, references and the interview.',
    category: 'Featured',
    topic: 'scholarship',
    currentPrice: 0,
    rating: 4.8,
    reviews: 156,
    daysAgo: 15,
    instructor: 'nour-el-sayed',
    tagline: 'A free walkthrough of the Fulbright application.',
    learningPoints: [
      'Check your eligibility and plan the timeline.',
      'Choose a field of study the committee will understand.',
      'Write the study objective and personal statement.',
      'Prepare for the Fulbright interview.',
    ],
    targetAudience: [
      'Egyptian graduates planning a master’s or PhD in the United States',
      'Young professionals applying to Fulbright for the first time',
    ],
    quizzes: 2,
    pdfs: 3,
    sections: [
      {
        title: 'Is It for You?',
        lessons: [
          ['Eligibility and timeline', 9],
          ['Choosing your field of study', 10],
        ],
      },
      {
        title: 'The Application',
        lessons: [
          ['The study objective essay', 14],
          ['The personal statement', 13],
          ['Interview preparation', 12],
        ],
      },
    ],
  },
  {
    slug: 'gre-quantitative-reasoning',
    title: 'GRE Quantitative Reasoning',
    description:
      'Review the maths the GRE tests, learn the question types, and practise timing with full sections and worked solutions.',
    category: 'Manara',
    topic: 'exam',
    currentPrice: 899,
    oldPrice: 1200,
    rating: 4.5,
    reviews: 94,
    daysAgo: 88,
    instructor: 'karim-mostafa',
    tagline: 'Review the maths, learn the question types, beat the clock.',
    learningPoints: [
      'Refresh arithmetic, algebra and geometry for the GRE.',
      'Solve quantitative comparison questions quickly.',
      'Work through data interpretation sets.',
      'Pace yourself through a full timed section.',
    ],
    targetAudience: [
      'Graduates applying to programmes that require the GRE',
      'Test takers who want a higher Quant score',
    ],
    quizzes: 6,
    pdfs: 3,
    sections: [
      {
        title: 'Core Maths',
        lessons: [
          ['Arithmetic and number properties', 18],
          ['Algebra refresh', 20],
          ['Geometry essentials', 17],
        ],
      },
      {
        title: 'Test Strategy',
        lessons: [
          ['Quantitative comparison', 15],
          ['Data interpretation sets', 19],
        ],
      },
    ],
  },
  {
    slug: 'leadership-for-student-activities',
    title: 'Leadership for Student Activities',
    description:
      'Run a student club or volunteering team: recruiting members, planning events, managing conflict and documenting impact for your applications.',
    category: 'Manara',
    topic: 'leadership',
    currentPrice: 0,
    rating: 4.3,
    reviews: 58,
    daysAgo: 97,
    instructor: 'youssef-adel',
    tagline: 'Lead a student team and show the impact on your applications.',
    learningPoints: [
      'Recruit and welcome new team members.',
      'Run short meetings that end with decisions.',
      'Handle conflict inside a team.',
      'Measure and report what your team achieved.',
    ],
    targetAudience: [
      'Student club and society leaders',
      'Volunteers who coordinate teams',
      'Students who want leadership evidence for scholarships',
    ],
    quizzes: 1,
    pdfs: 2,
    sections: [
      {
        title: 'Leading a Team',
        lessons: [
          ['Recruiting and onboarding', 10],
          ['Running effective meetings', 9],
          ['Handling conflict', 11],
        ],
      },
      {
        title: 'Showing Impact',
        lessons: [['Measuring and reporting what you did', 10]],
      },
    ],
  },
  {
    slug: 'freelancing-on-global-platforms',
    title: 'Freelancing on Global Platforms',
    description:
      'Start earning from international clients while you study: choosing a service, writing proposals, pricing, getting paid in Egypt and keeping clients.',
    category: 'Manara',
    topic: 'finance',
    currentPrice: 450,
    rating: 4.4,
    reviews: 139,
    daysAgo: 46,
    instructor: 'omar-khaled',
    tagline: 'Earn from international clients while you study.',
    learningPoints: [
      'Choose a service you can sell today.',
      'Write a profile that wins your first client.',
      'Price your work and write winning proposals.',
      'Receive payments in Egypt.',
      'Turn one project into repeat work.',
    ],
    targetAudience: [
      'Students with a skill they want to earn from',
      'Graduates building experience before a full-time job',
      'Young professionals starting a side income',
    ],
    quizzes: 2,
    pdfs: 3,
    sections: [
      {
        title: 'Getting Started',
        lessons: [
          ['Choosing a service to sell', 12],
          ['A profile that wins the first client', 13],
        ],
      },
      {
        title: 'Working with Clients',
        lessons: [
          ['Proposals and pricing', 14],
          ['Receiving payments in Egypt', 10],
          ['Turning one project into repeat work', 9],
        ],
      },
    ],
  },
  {
    slug: 'ui-design-essentials-with-figma',
    title: 'UI Design Essentials with Figma',
    description:
      'Design clean, accessible screens in Figma: layout grids, typography, colour, components and a portfolio case study you can show.',
    category: 'Manara',
    topic: 'design',
    currentPrice: 850,
    oldPrice: 1100,
    rating: 4.6,
    reviews: 112,
    daysAgo: 104,
    instructor: 'laila-ibrahim',
    tagline: 'Design clean, accessible screens and a case study to show.',
    learningPoints: [
      'Find your way around Figma quickly.',
      'Use layout grids and consistent spacing.',
      'Choose type and colour that stay readable.',
      'Build components and variants.',
      'Design for accessibility from the start.',
      'Present your work as a portfolio case study.',
    ],
    targetAudience: [
      'Students interested in product and interface design',
      'Developers who want to design their own screens',
      'Career changers building a design portfolio',
    ],
    quizzes: 4,
    pdfs: 3,
    sections: [
      {
        title: 'Foundations',
        lessons: [
          ['Figma in twenty minutes', 20],
          ['Layout and spacing', 14],
          ['Type and colour', 15],
        ],
      },
      {
        title: 'Building Screens',
        lessons: [
          ['Components and variants', 18],
          ['Designing for accessibility', 13],
          ['Your first case study', 16],
        ],
      },
    ],
  },
  {
    slug: 'academic-writing-in-english',
    title: 'Academic Writing in English',
    description:
      'Write clear essays and reports in English: paragraph structure, cohesion, citation and avoiding plagiarism, with feedback checklists.',
    category: 'Manara',
    topic: 'language',
    currentPrice: 399,
    rating: 4.2,
    reviews: 83,
    daysAgo: 118,
    instructor: 'mariam-hassan',
    tagline: 'Clear essays and reports in English, properly cited.',
    learningPoints: [
      'Write paragraphs around a clear topic sentence.',
      'Link ideas so your writing flows.',
      'Paraphrase and quote without plagiarising.',
      'Cite sources in the common styles.',
    ],
    targetAudience: [
      'University students writing in English',
      'Applicants preparing for study abroad',
      'Graduates writing research in English for the first time',
    ],
    quizzes: 3,
    pdfs: 4,
    sections: [
      {
        title: 'Clear Paragraphs',
        lessons: [
          ['Topic sentences', 10],
          ['Linking ideas', 11],
        ],
      },
      {
        title: 'Sources',
        lessons: [
          ['Paraphrasing and quoting', 12],
          ['Citation styles made simple', 9],
        ],
      },
    ],
  },
  {
    slug: 'summer-schools-and-exchange-programs',
    title: 'Summer Schools and Exchange Programs',
    description:
      'Short programmes abroad are the easiest first step: find funded summer schools and exchange semesters and apply with a strong short essay.',
    category: 'Manara',
    topic: 'globe',
    currentPrice: 0,
    rating: 4.5,
    reviews: 71,
    daysAgo: 6,
    instructor: 'nour-el-sayed',
    tagline: 'Your first step abroad: funded summer schools and exchanges.',
    learningPoints: [
      'Find funded summer schools in your field.',
      'Apply for exchange semesters through your university.',
      'Write a strong short essay.',
      'Budget for travel and prepare your visa.',
    ],
    targetAudience: [
      'First- and second-year university students',
      'Students who have never travelled for study',
    ],
    quizzes: 1,
    pdfs: 2,
    sections: [
      {
        title: 'Finding Programmes',
        lessons: [
          ['Funded summer schools', 11],
          ['Exchange semesters through your university', 10],
        ],
      },
      {
        title: 'Applying',
        lessons: [
          ['The short essay', 9],
          ['Travel, visas and budgeting', 12],
        ],
      },
    ],
  },
  {
    slug: 'getting-strong-recommendation-letters',
    title: 'Getting Strong Recommendation Letters',
    description:
      'Choose the right referees, ask at the right time, and give them a brief that turns a polite letter into a strong one.',
    category: 'Manara',
    topic: 'essay',
    currentPrice: 199,
    rating: 4.1,
    reviews: 47,
    daysAgo: 131,
    instructor: 'laila-ibrahim',
    tagline: 'Turn a polite reference into a strong one.',
    learningPoints: [
      'Choose referees who know your work.',
      'Ask at the right time and in the right way.',
      'Send a brief that helps your referee write a specific letter.',
    ],
    targetAudience: [
      'Students applying for scholarships or graduate programmes',
      'Graduates asking former professors or managers for references',
    ],
    quizzes: 1,
    pdfs: 2,
    sections: [
      {
        title: 'Referees',
        lessons: [
          ['Who should write for you', 8],
          ['How and when to ask', 9],
          ['The brief you send them', 10],
        ],
      },
    ],
  },
  {
    slug: 'personal-finance-for-students-abroad',
    title: 'Personal Finance for Students Abroad',
    description:
      'Budget a scholarship stipend, open a bank account abroad, send money home and avoid the fees and traps that catch new international students.',
    category: 'Manara',
    topic: 'finance',
    currentPrice: 249,
    rating: 4.0,
    reviews: 39,
    daysAgo: 150,
    instructor: 'youssef-adel',
    tagline: 'Make a scholarship stipend last the whole year.',
    learningPoints: [
      'Budget a monthly stipend.',
      'Open a bank account abroad.',
      'Send money home without losing it to fees.',
    ],
    targetAudience: [
      'Scholarship winners preparing to travel',
      'International students in their first year abroad',
    ],
    quizzes: 1,
    pdfs: 2,
    sections: [
      {
        title: 'Money Basics',
        lessons: [
          ['Budgeting a stipend', 11],
          ['Banking abroad', 9],
          ['Transfers and exchange rates', 10],
        ],
      },
    ],
  },
  {
    slug: 'daad-scholarships-study-in-germany',
    title: 'DAAD Scholarships: Study in Germany',
    description:
      'Understand DAAD programmes for Egyptian students, choose tuition-free German universities, and prepare the documents each programme asks for.',
    category: 'Featured',
    topic: 'scholarship',
    currentPrice: 550,
    oldPrice: 750,
    rating: 4.7,
    reviews: 133,
    daysAgo: 38,
    instructor: 'karim-mostafa',
    tagline: 'Study in Germany with DAAD support or tuition-free universities.',
    learningPoints: [
      'Choose the DAAD programme that fits your degree.',
      'Find tuition-free German universities.',
      'Apply through uni-assist or directly.',
      'Decide between German- and English-taught programmes.',
      'Prepare the blocked account and student visa.',
    ],
    targetAudience: [
      'Graduates planning a master’s or PhD in Germany',
      'Students considering German language study',
      'Researchers looking for DAAD funding',
    ],
    quizzes: 3,
    pdfs: 5,
    sections: [
      {
        title: 'Programmes',
        lessons: [
          ['DAAD programmes for Egyptians', 13],
          ['Tuition-free universities', 10],
        ],
      },
      {
        title: 'Applying',
        lessons: [
          ['Uni-assist and direct applications', 14],
          ['German or English-taught?', 9],
          ['The blocked account and visa', 11],
        ],
      },
    ],
  },
];
