/** Word lists the sandbox population and its replies are built from. */
export const FIRST_NAMES = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William',
  'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Carlos', 'Karen', 'Daniel', 'Lisa',
  'Matthew', 'Nancy', 'Anthony', 'Sofia', 'Mark', 'Emma', 'Paul', 'Olivia', 'Steven', 'Amelia', 'Andrew', 'Mia',
  'Joshua', 'Chloe', 'Kevin', 'Aisha', 'Brian', 'Priya', 'George', 'Yuki', 'Lucas', 'Fatima', 'Mateo', 'Ingrid',
  'Noah', 'Hannah', 'Ethan', 'Zoe', 'Omar', 'Lea', 'Hugo', 'Camille', 'Luca', 'Giulia', 'Jonas', 'Anna', 'Raj', 'Mei',
];
export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez',
  'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez',
  'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen',
  'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall',
  'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Muller', 'Schmidt', 'Dubois', 'Moreau', 'Rossi', 'Silva',
  'Kowalski', 'Tanaka', 'Patel', 'Chen',
];
export const TITLES = [
  'CEO', 'Founder', 'Co-Founder', 'CTO', 'CFO', 'COO', 'VP of Sales', 'VP of Marketing', 'Head of Growth',
  'Sales Director', 'Marketing Manager', 'Account Executive', 'Business Development Manager', 'Product Manager',
  'Software Engineer', 'Engineering Manager', 'Head of People', 'HR Manager', 'Recruiter', 'Operations Manager',
  'Customer Success Manager', 'Data Scientist', 'Designer', 'Consultant', 'Partner', 'Managing Director',
  'Chief Revenue Officer', 'SDR', 'Growth Marketer', 'Procurement Manager',
];
export const COMPANY_WORDS = [
  'Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Vandelay', 'Stark', 'Wayne', 'Wonka', 'Tyrell', 'Cyberdyne',
  'Soylent', 'Aperture', 'Nimbus', 'Vertex', 'Quantum', 'Apex', 'Blue Harbor', 'Northwind', 'Contoso', 'Fabrikam',
  'Lumen', 'Brightline', 'Pioneer', 'Summit', 'Evergreen', 'Redwood', 'Silverline', 'Orbit', 'Helix',
];
export const COMPANY_SUFFIXES = ['Labs', 'Inc', 'Group', 'Systems', 'Solutions', 'Digital', 'Partners', 'Capital', 'Health', 'AI'];
export const INDUSTRIES = [
  'Software Development', 'IT Services and IT Consulting', 'Financial Services', 'Marketing Services', 'Staffing and Recruiting',
  'Hospital and Health Care', 'Real Estate', 'Retail', 'Manufacturing', 'Education', 'Construction', 'Insurance',
  'Telecommunications', 'Logistics', 'Biotechnology', 'Legal Services', 'Accounting', 'Media Production',
  'Automotive', 'Hospitality', 'Renewable Energy', 'E-Learning', 'Venture Capital', 'Consumer Goods',
];
export const LOCATIONS: [string, string][] = [
  ['New York, New York, United States', 'US'], ['San Francisco, California, United States', 'US'],
  ['Austin, Texas, United States', 'US'], ['Chicago, Illinois, United States', 'US'], ['Boston, Massachusetts, United States', 'US'],
  ['Seattle, Washington, United States', 'US'], ['Miami, Florida, United States', 'US'], ['Denver, Colorado, United States', 'US'],
  ['London, England, United Kingdom', 'GB'], ['Manchester, England, United Kingdom', 'GB'], ['Paris, Île-de-France, France', 'FR'],
  ['Lyon, Auvergne-Rhône-Alpes, France', 'FR'], ['Berlin, Germany', 'DE'], ['Munich, Bavaria, Germany', 'DE'],
  ['Madrid, Community of Madrid, Spain', 'ES'], ['Barcelona, Catalonia, Spain', 'ES'], ['Lisbon, Portugal', 'PT'],
  ['São Paulo, Brazil', 'BR'], ['Toronto, Ontario, Canada', 'CA'], ['Vancouver, British Columbia, Canada', 'CA'],
  ['Sydney, New South Wales, Australia', 'AU'], ['Amsterdam, North Holland, Netherlands', 'NL'], ['Dublin, Ireland', 'IE'],
  ['Bangalore, Karnataka, India', 'IN'], ['Singapore', 'SG'], ['Dubai, United Arab Emirates', 'AE'],
];
export const SKILLS = [
  'Sales', 'Negotiation', 'Lead Generation', 'B2B Marketing', 'SaaS', 'Account Management', 'CRM', 'Salesforce',
  'HubSpot', 'Business Strategy', 'Leadership', 'Project Management', 'Public Speaking', 'Team Building', 'Recruiting',
  'Python', 'JavaScript', 'Data Analysis', 'Machine Learning', 'Product Management', 'UX Design', 'Copywriting',
  'SEO', 'Content Marketing', 'Customer Success', 'Financial Modeling', 'Cold Calling', 'Social Selling',
  'Go-to-Market Strategy', 'Partnerships',
];
export const POST_TEXTS = [
  'Excited to share that our team just closed our biggest quarter yet. Grateful for everyone involved!',
  'Three lessons I learned from 100 discovery calls this year: listen more, pitch less, follow up.',
  'We are hiring! If you love solving hard problems with great people, my DMs are open.',
  'Hot take: most outbound fails because of targeting, not copy.',
  'Just got back from an amazing conference. So many great conversations about AI in sales.',
  'Proud of my team for shipping a feature our customers asked for all year.',
  'What is the one tool your team could not live without? Curious to hear your answers.',
  'Celebrating 5 years at the company today. Time flies when you enjoy what you do.',
];
export const REPLIES: Record<'positive' | 'negative' | 'out_of_office', string[]> = {
  positive: [
    'Thanks for reaching out! This sounds interesting — happy to chat next week.',
    'Hi, sure, send me some times that work for you.',
    'Good timing, we are looking at this right now. Can you share more details?',
    'Interested. What does pricing look like?',
  ],
  negative: [
    'Thanks, but we are not interested at the moment.',
    'Not the right person, sorry.',
    'Please remove me from your list.',
    'We already have a solution for this, thanks.',
  ],
  out_of_office: [
    'I am out of the office until next week with limited access to messages. I will reply when I am back.',
    'Thanks for your message. I am currently on leave and will respond on my return.',
  ],
};
