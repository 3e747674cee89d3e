import type { TopicSource } from './topic';

/** The publications the topic pages cite, each written once. */
export const sources = {
  whoDepression: {
    publisher: 'World Health Organization',
    title: 'Depressive disorder (depression) — fact sheet',
    url: 'https://www.who.int/news-room/fact-sheets/detail/depression',
  },
  whoAnxiety: {
    publisher: 'World Health Organization',
    title: 'Anxiety disorders — fact sheet',
    url: 'https://www.who.int/news-room/fact-sheets/detail/anxiety-disorders',
  },
  whoMentalDisorders: {
    publisher: 'World Health Organization',
    title: 'Mental disorders — fact sheet',
    url: 'https://www.who.int/news-room/fact-sheets/detail/mental-disorders',
  },
  whoSchizophrenia: {
    publisher: 'World Health Organization',
    title: 'Schizophrenia — fact sheet',
    url: 'https://www.who.int/news-room/fact-sheets/detail/schizophrenia',
  },
  whoPtsd: {
    publisher: 'World Health Organization',
    title: 'Post-traumatic stress disorder — fact sheet',
    url: 'https://www.who.int/news-room/fact-sheets/detail/post-traumatic-stress-disorder',
  },
  whoSuicide: {
    publisher: 'World Health Organization',
    title: 'Suicide — fact sheet',
    url: 'https://www.who.int/news-room/fact-sheets/detail/suicide',
  },
  kemenkesHealing119: {
    publisher: 'Kementerian Kesehatan RI',
    title: 'Cegah Bunuh Diri, Dukung Kesehatan Jiwa: Kenali Layanan Healing119.id',
    url: 'https://kesprimkom.kemkes.go.id/konten/158/151/0/cegah-bunuh-diri-dukung-kesehatan-jiwa-kenali-layanan-healing119-id',
  },
  cuijpers2020: {
    publisher: 'World Psychiatry (2020)',
    title:
      'Cuijpers dkk. A network meta-analysis of the effects of psychotherapies, pharmacotherapies and their combination in the treatment of adult depression',
    url: 'https://doi.org/10.1002/wps.20701',
  },
  mcCutcheon2020: {
    publisher: 'JAMA Psychiatry (2020)',
    title: 'McCutcheon, Reis Marques & Howes. Schizophrenia — An Overview',
    url: 'https://doi.org/10.1001/jamapsychiatry.2019.3360',
  },
  puteh2011: {
    publisher: 'International Journal of Mental Health Systems (2011)',
    title: 'Puteh, Marthoenis & Minas. Aceh Free Pasung: Releasing the mentally ill from physical restraint',
    url: 'https://doi.org/10.1186/1752-4458-5-10',
  },
  bisson2015: {
    publisher: 'BMJ (2015)',
    title: 'Bisson dkk. Post-traumatic stress disorder',
    url: 'https://doi.org/10.1136/bmj.h6161',
  },
  frankenberg2008: {
    publisher: 'American Journal of Public Health (2008)',
    title: 'Frankenberg dkk. Mental health in Sumatra after the tsunami',
    url: 'https://doi.org/10.2105/AJPH.2007.120915',
  },
} satisfies Record<string, TopicSource>;
