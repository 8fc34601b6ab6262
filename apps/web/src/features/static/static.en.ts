/**
 * English texts of the static pages (spec §2 "Static pages") and of the site footer. Each page is
 * `{ title, intro, sections: { key: { title, body, items? } } }`; which sections a page shows, in which order,
 * is data in `static-pages.ts`.
 */
export const staticEn = {
  cta: {
    title: 'Ready for your next match day?',
    createLeagueBody:
      'Creating a league is free. Set up your first competition in a few minutes; your fans can follow it at once.',
    contactBody: 'Tell us what you are planning and we will help you set it up.',
    createLeague: 'Create your league',
    contact: 'Contact us',
    browse: 'Browse competitions',
  },
  footer: {
    label: 'Site',
    product: 'Product',
    esports: 'Esports',
    company: 'Matchday',
    legal: 'Legal',
    blog: 'Blog',
    blogHint: 'opens in a new tab',
    calendar: 'Calendar',
    contact: 'Contact us',
    copyright: '© {{year}} Matchday',
  },
  aboutUs: {
    nav: 'About us',
    title: 'About Matchday',
    intro:
      'Matchday is where grassroots sport is organised and followed: leagues, cups and tournaments for football, basketball, volleyball and esports, with live scores for everyone who cares about the result.',
    figures: 'Matchday in numbers',
    sections: {
      why: {
        title: 'Why we built it',
        body: 'Most competitions are still run from spreadsheets, group chats and a noticeboard at the clubhouse. Fixtures get lost, tables are out of date by Sunday evening, and the people who want to follow a match — parents, friends, former team-mates — have to ask someone. We think every league deserves the tools the professionals have, without the budget or the IT department.',
      },
      who: {
        title: 'Who it is for',
        body: 'Organisers of amateur and semi-professional leagues, school and university sport, company tournaments, community clubs and esports communities. Team owners who register for competitions and manage their squads. And fans, who follow every score live without creating an account.',
      },
      how: {
        title: 'How we work',
        body: 'Matchday is built by a small team of developers who play and organise sport themselves. We ship in small steps, listen to organisers, and keep the public pages fast on a phone, because that is where match day happens.',
      },
      principles: {
        title: 'What we stand for',
        body: 'Three principles guide what we build:',
        items: {
          fair: 'Fair rules, written down: tie-breakers, points and formats follow the competition’s regulations, not guesswork.',
          open: 'Open to fans: public pages need no account and carry no tracking cookies.',
          data: 'Your data stays yours: we keep what the service needs, and delete it when you ask.',
        },
      },
    },
  },
  howItWorks: {
    nav: 'How it works',
    title: 'How Matchday works',
    intro:
      'From an empty league to a live table in an afternoon. Here is the path most organisers take on their first day.',
    sections: {
      account: {
        title: '1. Create your account',
        body: 'Sign up with your email address. You are the owner of everything you create, and you can invite managers to help you later.',
      },
      league: {
        title: '2. Set up your league',
        body: 'A league is your organisation: its name, sport, logo and colours, and its own public site on a Matchday subdomain. Most organisers run one league with a new competition each season.',
      },
      competition: {
        title: '3. Add a competition and choose a format',
        body: 'A competition is a season, a cup or a tournament. Build it from stages: a round-robin league, groups, a knockout bracket with byes and a third-place match, or a Swiss system for large fields. Points and tie-breakers follow the rules you set.',
      },
      teams: {
        title: '4. Bring in the teams',
        body: 'Add teams yourself, or open registrations and let team owners apply, with an entry fee if you charge one. Players can join teams, and squads can be fixed per competition.',
      },
      fixtures: {
        title: '5. Generate the fixtures',
        body: 'Matchday draws the fixtures for each stage, dates the rounds and can spread the matches over your venues without putting two on one pitch at once; a referee cannot be given two matches at the same time. For a league, the scheduler also honours the weekends a ground is taken, fixed derbies and how many home or away games in a row a team may play, and says which of your rules cannot hold together. A postponed match is offered the dates it can be replayed on.',
      },
      live: {
        title: '6. Run match day live',
        body: 'Enter scores from the touchline on your phone, or run the full match centre: clock, goals, cards, substitutions and line-ups. Tables, brackets and player statistics update the moment you save.',
      },
      share: {
        title: '7. Share it with your fans',
        body: 'Fans follow live on your league’s site, mark favourites and add fixtures to their own calendar. Nobody needs an account to watch.',
      },
    },
  },
  services: {
    nav: 'Services',
    title: 'What Matchday offers',
    intro:
      'Everything an organiser needs from the first registration to the final whistle, and everything a fan needs to follow along.',
    sections: {
      competitions: {
        title: 'Competition management',
        body: 'Leagues, seasons and cups with as many stages as you need: round robin, groups, knockouts and Swiss system, single or double legs, with standings that apply your tie-breakers.',
      },
      scheduling: {
        title: 'Fixtures and scheduling',
        body: 'Automatic draws with dated rounds and kick-off times, matches spread over your venues and their opening hours, and referees, with clash checks so no pitch or referee is in two places at once. A scheduler that honours ground availability, fixed and forbidden games and breaks, with a preview before anything is saved.',
      },
      registrations: {
        title: 'Registrations',
        body: 'Open a competition for applications, review requests from team owners, invite teams and players by email, and keep track of entry fees.',
      },
      matchCentre: {
        title: 'Live match centre',
        body: 'A match clock, goals and points, cards, substitutions, line-ups and photos, pushed live to every open page.',
      },
      sites: {
        title: 'League sites',
        body: 'Each league gets a public site on its own subdomain with its colours, logo, news, fixtures, results and tables — ready to share on social media.',
      },
      teams: {
        title: 'Teams and players',
        body: 'Team and player profiles with their history across competitions, statistics per league and season, offers for players to join a team, and rosters pasted from a spreadsheet or imported and exported as CSV.',
      },
      fans: {
        title: 'For fans',
        body: 'Live scores, tables, brackets, favourites and calendar feeds on any device, with no account and no app to install.',
      },
      support: {
        title: 'Help when you need it',
        body: 'Starting a large tournament or moving an existing league? Write to us and we will help you set up the formats and import your teams.',
      },
    },
  },
  pricing: {
    nav: 'Pricing',
    title: 'Pricing',
    intro:
      'Start free with one league. When your competitions grow, the Basic and Premium plans add more leagues and the tools for bigger events. Both are billed monthly or yearly.',
    plans: {
      free: {
        name: 'Free',
        summary: 'For a single league getting started.',
        features: {
          league: 'One league with unlimited competitions',
          formats: 'Every format: league, groups, knockout, Swiss',
          live: 'Live scores, tables and brackets',
          public: 'Public pages for fans, no account needed',
          widgets: 'Live standings, fixtures and results to embed in your own website',
        },
      },
      basic: {
        name: 'Basic',
        summary: 'For organisers running several leagues.',
        features: {
          leagues: 'Up to five leagues under one account',
          pageConfig: 'League site configuration: welcome text, links, which sections show',
          registrations: 'Registrations with entry fees',
          everythingFree: 'Everything in Free',
        },
      },
      premium: {
        name: 'Premium',
        summary: 'For federations, big tournaments and event organisers.',
        features: {
          unlimited: 'Unlimited leagues',
          branding: 'League sites in your own colours, with your banner',
          fee: 'A lower platform fee on entry fees',
          everythingBasic: 'Everything in Basic',
        },
      },
    },
    sections: {
      fees: {
        title: 'Entry fees and the platform fee',
        body: 'Teams pay entry fees online; the money goes to the organiser’s own payout account (Stripe, PayPal or AllPay) and Matchday keeps a small platform fee per payment, lower on Premium. Fees paid in cash or by bank transfer can still be recorded by hand.',
      },
      change: {
        title: 'Changing or cancelling',
        body: 'Switch plans or cancel at any time from the Subscription tab of your profile. A change is prorated and shown before you confirm: the unused time of your plan is credited, and an upgrade charges only the difference. A cancelled plan runs to the end of the period you paid for, and cancelling never deletes your leagues or their history.',
      },
    },
  },
  cases: {
    nav: 'Cases',
    title: 'How organisers use Matchday',
    intro: 'A few typical set-ups, from a Sunday league to an online tournament with hundreds of players.',
    sections: {
      sundayLeague: {
        title: 'A Sunday football league',
        body: 'Twelve amateur teams, one season from September to May, a double round robin and a cup on the side. The organiser generates the fixtures once, moves the odd match after a rainy weekend, and the team captains report their scores after the final whistle; the organiser only settles the odd dispute. Players check the table on their phones on the way home.',
      },
      schoolCup: {
        title: 'A schools’ one-day tournament',
        body: 'Twenty-four teams, four pitches, one day. Six groups of four play in the morning and the best sixteen go into a knockout in the afternoon. Venues and kick-off slots are assigned automatically, and parents follow the bracket live from the side of the pitch.',
      },
      basketball: {
        title: 'A city basketball league',
        body: 'Quarters, overtime and no draws: the basketball rules come built in. Scorers enter points per quarter, and player statistics add up across the season for the end-of-year awards.',
      },
      volleyball: {
        title: 'A volleyball club with youth teams',
        body: 'One league per age group, sets and set points recorded per match, and a public league site the club links from its own homepage.',
      },
      esports: {
        title: 'An online eFootball championship',
        body: 'A hundred and twenty-eight players register online, a Swiss system decides the seeding over a weekend, and a knockout finale is streamed with the live bracket on screen.',
      },
    },
  },
  faq: {
    nav: 'FAQ',
    title: 'Frequently asked questions',
    intro: 'Short answers to what organisers and fans ask us most. Missing something? Ask us.',
    sections: {
      cost: {
        title: 'Is Matchday free?',
        body: 'Yes: one league with unlimited competitions is free, and following competitions is always free. Paid plans add more leagues and tools for larger organisations.',
      },
      sports: {
        title: 'Which sports can I organise?',
        body: 'Football, basketball, volleyball and esports titles such as eFootball and EA SPORTS FC. Each sport brings its own rules: periods, draws or no draws, points for a win, and match events.',
      },
      formats: {
        title: 'Which competition formats are there?',
        body: 'Round robin leagues with single or double legs, groups, knockout brackets with byes and a third-place match, and the Swiss system. A competition can chain several stages, for example groups followed by a knockout.',
      },
      tiebreakers: {
        title: 'How are teams on equal points ranked?',
        body: 'By the tie-breakers you choose for the competition, such as head-to-head results, goal difference, goals scored or fair play, applied in the order you set.',
      },
      fans: {
        title: 'Do fans need an account?',
        body: 'No. Every public page — fixtures, results, tables, brackets, team and player pages — is open to everyone. An account only adds favourites and a private calendar feed.',
      },
      live: {
        title: 'How live are the scores?',
        body: 'Scores, tables and brackets update on every open page within a second of the organiser saving them, without reloading.',
      },
      managers: {
        title: 'Can several people run a league?',
        body: 'Yes. The owner can appoint managers for a league or a team; managers can edit everything in it except deleting it and appointing others.',
      },
      registrations: {
        title: 'Can teams register themselves?',
        body: 'Yes. Open registrations for a competition, optionally with an entry fee, and accept or decline the requests that come in. You can also invite teams and players by email.',
      },
      phone: {
        title: 'Is there an app?',
        body: 'Matchday runs in the browser and is built for phones first, so there is nothing to install for organisers or fans.',
      },
      data: {
        title: 'What happens to my data?',
        body: 'We keep what the service needs and nothing for advertising. The privacy policy lists exactly what is stored; ask us and we delete your account and its data.',
      },
    },
  },
  donate: {
    nav: 'Donate',
    title: 'Support Matchday',
    intro:
      'Matchday keeps its free plan free for small leagues, school tournaments and community clubs. Donations help us keep it that way.',
    sections: {
      why: {
        title: 'Why donate',
        body: 'Most of the leagues on Matchday are run by volunteers on a shoestring. A donation lets us keep the free plan generous, without adverts and without selling anyone’s data.',
      },
      use: {
        title: 'How the money is used',
        body: 'Every donation goes into running and improving the service:',
        items: {
          hosting: 'Servers, databases and backups that keep match day fast',
          development: 'New features that organisers ask for, and fixing what gets in their way',
          community: 'Free plans for youth, school and charity competitions',
        },
      },
      how: {
        title: 'How to give',
        body: 'Choose an amount above and pay by card through our checkout; you need no account. To sponsor a league or a tournament instead, please get in touch and we will find a way.',
      },
    },
  },
  terms: {
    nav: 'Terms and conditions',
    title: 'Terms and conditions',
    intro:
      'These terms govern your use of Matchday. They are written to be read: if anything is unclear, ask us before you rely on it.',
    updated: 'Last updated: November 2026',
    sections: {
      service: {
        title: '1. The service',
        body: 'Matchday is an online service for organising sports and esports competitions and for following them. Public pages can be used without an account; creating leagues, teams or players needs one.',
      },
      account: {
        title: '2. Your account',
        body: 'Give a real email address and keep your password to yourself. You are responsible for what happens under your account. You must be at least 16 years old to open one; younger players may appear in competitions entered by their club or school.',
      },
      content: {
        title: '3. What you publish',
        body: 'You keep the rights to what you add — names, logos, photos, results, news and messages — and allow us to store and show it as the service needs. Only publish what you are allowed to: get consent before you add players’ names and photos, especially of minors.',
      },
      conduct: {
        title: '4. Fair use',
        body: 'Do not use Matchday to harass anyone, to publish unlawful or hateful content, to send spam, or to disrupt or probe the service. We may remove content or suspend accounts that break these rules, and we will tell you why.',
      },
      payments: {
        title: '5. Plans and payments',
        body: 'The free plan is free. Paid plans, entry fees and donations are charged through our payment provider when they open; their prices and terms are shown before you pay. Entry fees are an agreement between the organiser and the team: the organiser handles refunds.',
      },
      availability: {
        title: '6. Availability',
        body: 'We work hard to keep Matchday running, especially on match days, but we cannot promise it is never interrupted. Keep your own copy of anything you cannot afford to lose.',
      },
      liability: {
        title: '7. Liability',
        body: 'Matchday is provided as it is. We are not liable for indirect losses, nor for the organisation of the competitions run on it: the organiser is responsible for their rules, results and events. Nothing in these terms limits liability that the law does not allow to be limited.',
      },
      ending: {
        title: '8. Ending',
        body: 'You can stop using Matchday at any time and ask us to delete your account. We may end the service for an account that seriously breaks these terms, after warning you where we can.',
      },
      changes: {
        title: '9. Changes',
        body: 'We may update these terms. We will announce important changes on the site before they take effect; the date above shows the current version.',
      },
    },
  },
  privacy: {
    nav: 'Privacy policy',
    title: 'Privacy policy',
    intro:
      'This page says what Matchday keeps about you, why, for how long, and how to have it deleted. We keep what the service needs to work and nothing for advertising.',
    updated: 'Last updated: November 2026',
    sections: {
      account: {
        title: 'Your account',
        body: 'When you sign up we keep:',
        items: {
          identity: 'your email address and name, and whether you confirmed the email address',
          password: 'a hash of your password — never the password itself',
          sessions:
            'your sign-in sessions, with the address and browser they were started from, so you can stay signed in',
          profile:
            'what you add to your profile: a picture, a postal address and a phone number (verified with a one-time code), if you give them',
        },
      },
      content: {
        title: 'What you create and write',
        body: 'Leagues, competitions, teams, players, fixtures, results, match events, photos and news that you add are kept and, as public pages, shown to everyone. So are the registrations, invitations and offers between teams and players, your favourites, the notifications in your inbox, and chat messages you post in match and competition rooms.',
      },
      messages: {
        title: 'Messages and mail',
        body: 'Messages sent through the contact form (name, email address, subject, text) reach our team and are kept so we can answer them. Feedback you send from your profile is kept the same way. Mail and codes we send you — confirmations, password resets, phone codes, notices — pass through an outbox that keeps a copy for delivery and troubleshooting.',
      },
      cookies: {
        title: 'Cookies',
        body: 'Matchday sets one cookie: the session cookie that keeps you signed in. It is needed for the service to work, so we do not ask for consent. There are no analytics, advertising or tracking cookies.',
      },
      logs: {
        title: 'Server logs',
        body: 'Our servers log each request — its time, address, path, result and a request id — to keep the service secure and to find faults. The contact form and sign-in keep short-lived records to stop abuse (rate limits and used captcha challenges).',
      },
      sharing: {
        title: 'Who sees your data',
        body: 'What you publish is public. Everything else is seen only by you, the organisers you deal with (for example a competition’s organiser sees your team’s registration) and our team when they need to help you or keep the service safe. We do not sell data. Hosting, mail and, when they open, payment providers process data on our behalf.',
      },
      retention: {
        title: 'How long we keep it',
        body: 'Your account and what you created stay while the account exists. Sessions expire on their own; logs and anti-abuse records are kept for a short time only. Results and statistics of competitions that others took part in stay as the sporting record.',
      },
      rights: {
        title: 'Your rights and deleting your data',
        body: 'You can see and correct most of your data in your profile. To get a copy of your data or to have your account deleted, write to us through the contact page; we answer within a month. Deleting an account removes your profile, sessions, favourites and notifications; for the competitions you organise we agree with you whether they are deleted or handed over to another organiser.',
      },
    },
  },
  efootballChampionship: {
    nav: 'eFootball championship',
    title: 'Run an eFootball championship',
    intro:
      'Online leagues and cups for eFootball players, from a weekly community cup to a national championship, with brackets and tables your players can follow live.',
    sections: {
      formats: {
        title: 'Formats that fit online play',
        body: 'A Swiss system handles a large field in a few rounds with fair pairings; groups followed by a knockout suit a championship with a grand final. Home and away legs, extra time and penalties are all recorded.',
      },
      players: {
        title: 'Players register themselves',
        body: 'Open registrations and accept players with one click, or invite the players you want by email.',
      },
      results: {
        title: 'Results in seconds',
        body: 'You and the managers you appoint enter each result from a phone as the match ends, or let the teams report and confirm it, with a screenshot as evidence. A result entered wrongly can be corrected: the right team moves on and the tables and bracket follow, and every change is kept in the match history.',
      },
      stream: {
        title: 'Made for streaming',
        body: 'Put the live bracket and table on stream: every page updates the moment a result is saved.',
      },
    },
  },
  organizeFifa: {
    nav: 'Organise a FIFA competition',
    title: 'Organise a FIFA or EA SPORTS FC competition',
    intro:
      'Whether it is a tournament night at the club, a league among colleagues or an online cup, Matchday takes care of the draw, the fixtures and the table.',
    sections: {
      start: {
        title: 'Set up in minutes',
        body: 'Create a league for your community and add a competition with the esports sport type. Pick a format — a quick knockout for one evening, a league season over several weeks, or groups with a knockout finale.',
      },
      draw: {
        title: 'A fair draw',
        body: 'Seed the strongest players apart or draw at random. Matchday generates every round, including byes when the numbers do not fit a bracket.',
      },
      matchDay: {
        title: 'On the night',
        body: 'Show the bracket on a big screen, enter results from your phone as matches finish, and let everyone see who plays next.',
      },
      season: {
        title: 'Keep the history',
        body: 'Player profiles collect their results and statistics across every competition, so your community has a record to play for next season.',
      },
    },
  },
  coopEvents: {
    nav: 'Cooperative gaming events',
    title: 'eFootball cooperative gaming events',
    intro:
      'Co-op tournaments where players team up — two against two, or full online squads — organised like any other team competition on Matchday.',
    sections: {
      teams: {
        title: 'Teams of players',
        body: 'Each entry is a team with its own roster. Players join teams, team owners register them for the event, and squads can be fixed per competition so nobody switches sides mid-tournament.',
      },
      venues: {
        title: 'Online or at a venue',
        body: 'Run the event online, or at a LAN venue with stations assigned as venues so two matches never share a console.',
      },
      community: {
        title: 'Bring the community along',
        body: 'Chat rooms for each match and competition, live scores for spectators, and a league site to share before and after the event.',
      },
      partners: {
        title: 'Organising for a brand or a club?',
        body: 'We help event organisers and partners plan larger co-op events: formats, registrations and a branded league site.',
      },
    },
  },
} as const;
