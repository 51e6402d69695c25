/**
 * What an app's generated screenshots show, by its category: the records it keeps (a table whose
 * columns each take values of their own kind), the facts its panel shows beside a chat, the figures
 * of its report and the switches of its settings. So a CRM app shows deals and a files app shows
 * files, and every label reads with its value ("Stage: Proposal", never "Owner: $1,240").
 */
import type { CategorySlug } from '@marketplace/domain/entities/app';

/** A label and the values that fit it. */
export type Fact = readonly [label: string, values: readonly string[]];

export interface ScreenshotKind {
  /** The records' screen: its title and its columns (the first names the record). */
  records: { title: string; columns: readonly Fact[] };
  /** The panel beside a chat: what the app knows of the customer in it. */
  panel: { title: string; facts: readonly Fact[]; action: string };
  /** The report: three figures and what its chart counts. */
  report: { figures: readonly Fact[]; chart: string };
  settings: readonly string[];
}

const people = ['Anna Smith', 'Ben Nowak', 'Chloe Garcia', 'David Muller', 'Emma Martin', 'Felix Rossi', 'Grace Jensen', 'Hugo Brown'];
const companies = ['Northwind', 'Acme Support', 'Globex', 'Initech', 'Umbrella Co', 'Stark Goods'];
const recently = ['2 min ago', '1 hour ago', 'Yesterday', '3 days ago', 'Last week'];

export const screenshotKinds: Readonly<Record<CategorySlug, ScreenshotKind>> = {
  'e-commerce': {
    records: {
      title: 'Orders',
      columns: [
        ['Order', ['#4821', '#4822', '#4830', '#4835', '#4841', '#4852']],
        ['Customer', people],
        ['Total', ['$84.00', '$129.50', '$42.90', '$310.00', '$18.25']],
        ['Status', ['Shipped', 'Paid', 'Refunded', 'Processing']],
      ],
    },
    panel: {
      title: 'Latest order',
      facts: [
        ['Order', ['#4821', '#4835', '#4852']],
        ['Status', ['Shipped', 'Processing', 'Delivered']],
        ['Total', ['$84.00', '$129.50', '$310.00']],
        ['Items', ['2 items', '1 item', '5 items']],
        ['Delivery', ['Thursday', 'Tomorrow', 'Next week']],
      ],
      action: 'View order',
    },
    report: {
      figures: [
        ['Sales from chats', ['$12,480', '$8,930', '$21,300']],
        ['Orders', ['342', '128', '517']],
        ['Average order', ['$36.50', '$69.80', '$41.20']],
      ],
      chart: 'sales from chats by month',
    },
    settings: ['Show orders in chats', 'Send discount codes', 'Sync the product catalogue', 'Show stock levels'],
  },
  cms: {
    records: {
      title: 'Pages',
      columns: [
        ['Page', ['Pricing', 'Contact us', 'Shipping FAQ', 'About', 'Returns', 'Blog']],
        ['Author', people],
        ['Updated', recently],
        ['Status', ['Published', 'Draft', 'Scheduled']],
      ],
    },
    panel: {
      title: 'Visitor is reading',
      facts: [
        ['Page', ['Pricing', 'Shipping FAQ', 'Returns']],
        ['Time on page', ['2 min', '45 s', '6 min']],
        ['Pages this visit', ['3 pages', '7 pages', '1 page']],
        ['Came from', ['Search', 'Newsletter', 'Direct']],
        ['Language', ['English', 'German', 'Spanish']],
      ],
      action: 'Open page',
    },
    report: {
      figures: [
        ['Chats started on pages', ['1,240', '860', '2,310']],
        ['Top page', ['Pricing', 'Shipping FAQ', 'Returns']],
        ['Pages with the widget', ['48', '112', '23']],
      ],
      chart: 'chats started per page',
    },
    settings: ['Show the chat on every page', 'Hide it on checkout pages', 'Match the site theme', 'Load after consent'],
  },
  'email-marketing': {
    records: {
      title: 'Campaigns',
      columns: [
        ['Campaign', ['Spring sale', 'Welcome series', 'Product news', 'Win-back', 'Webinar invite']],
        ['Recipients', ['2,400', '860', '12,100', '530', '4,750']],
        ['Open rate', ['41%', '38%', '52%', '27%', '45%']],
        ['Status', ['Sent', 'Scheduled', 'Draft']],
      ],
    },
    panel: {
      title: 'Subscriber',
      facts: [
        ['List', ['Newsletter', 'Customers', 'Trial users']],
        ['Subscribed', ['Mar 2, 2026', 'Jan 18, 2026', 'Oct 9, 2025']],
        ['Last opened', ['Spring sale', 'Product news', 'Welcome series']],
        ['Open rate', ['64%', '22%', '48%']],
        ['Consent', ['Given', 'Double opt-in', 'Given']],
      ],
      action: 'Add to a list',
    },
    report: {
      figures: [
        ['Subscribers from chats', ['1,860', '740', '3,120']],
        ['Open rate', ['41%', '37%', '49%']],
        ['Unsubscribes', ['0.4%', '0.9%', '0.2%']],
      ],
      chart: 'subscribers from chats by month',
    },
    settings: ['Ask for consent in chats', 'Add new contacts to a list', 'Send a welcome email', 'Sync unsubscribes'],
  },
  analytics: {
    records: {
      title: 'Goals',
      columns: [
        ['Goal', ['Trial started', 'Demo booked', 'Checkout', 'Sign-up', 'Upgrade']],
        ['Conversions', ['128', '42', '310', '96', '17']],
        ['Rate', ['4.2%', '1.8%', '6.5%', '3.1%', '0.9%']],
        ['Trend', ['Up 12%', 'Down 3%', 'Up 8%', 'Flat']],
      ],
    },
    panel: {
      title: 'This visitor',
      facts: [
        ['Visits', ['4 visits', '1 visit', '12 visits']],
        ['Source', ['Google Ads', 'Newsletter', 'Direct']],
        ['Campaign', ['Spring sale', 'Brand search', 'None']],
        ['Goals reached', ['Trial started', 'None yet', 'Demo booked']],
        ['Device', ['Desktop', 'Phone', 'Tablet']],
      ],
      action: 'Open the journey',
    },
    report: {
      figures: [
        ['Chats handled', ['1,284', '3,902', '846']],
        ['Conversion', ['4.2%', '7.8%', '2.9%']],
        ['Satisfaction', ['92%', '88%', '95%']],
      ],
      chart: 'chats by month',
    },
    settings: ['Send chat events', 'Track goals from chats', 'Attribute sales to chats', 'Exclude agents’ visits'],
  },
  'help-desk': {
    records: {
      title: 'Tickets',
      columns: [
        ['Subject', ['Refund request', 'Login problem', 'Invoice address', 'Broken link', 'Plan change']],
        ['Requester', people],
        ['Priority', ['High', 'Normal', 'Low', 'Urgent']],
        ['Status', ['Open', 'Pending', 'Solved']],
      ],
    },
    panel: {
      title: 'Tickets of this customer',
      facts: [
        ['Open tickets', ['2 open', 'None', '5 open']],
        ['Latest', ['Refund request', 'Login problem', 'Plan change']],
        ['Priority', ['High', 'Normal', 'Low']],
        ['Assignee', people.slice(0, 3)],
        ['Last reply', ['1 hour ago', 'Yesterday', '3 days ago']],
      ],
      action: 'Create ticket',
    },
    report: {
      figures: [
        ['Tickets from chats', ['412', '1,036', '288']],
        ['First response', ['14 min', '32 min', '8 min']],
        ['Solved', ['87%', '79%', '93%']],
      ],
      chart: 'tickets created from chats by month',
    },
    settings: ['Create tickets from missed chats', 'Attach the transcript', 'Notify the requester', 'Merge duplicate tickets'],
  },
  crm: {
    records: {
      title: 'Deals',
      columns: [
        ['Deal', ['Annual plan', 'Team upgrade', 'Renewal', 'Pilot', 'Add-on seats']],
        ['Company', companies],
        ['Value', ['$12,000', '$4,800', '$26,500', '$1,900', '$7,250']],
        ['Stage', ['Qualified', 'Proposal', 'Negotiation', 'Won']],
      ],
    },
    panel: {
      title: 'Contact in your CRM',
      facts: [
        ['Company', companies.slice(0, 3)],
        ['Deal stage', ['Proposal', 'Qualified', 'Negotiation']],
        ['Deal value', ['$12,000', '$4,800', '$26,500']],
        ['Account owner', people.slice(3, 6)],
        ['Lifetime value', ['$1,240', '$380', '$5,900']],
      ],
      action: 'Open record',
    },
    report: {
      figures: [
        ['Deals from chats', ['86', '142', '37']],
        ['Pipeline', ['$184,000', '$96,500', '$312,000']],
        ['Win rate', ['31%', '24%', '38%']],
      ],
      chart: 'deals created from chats by month',
    },
    settings: ['Create contacts from chats', 'Log chats on the record', 'Create a deal for hot leads', 'Match contacts by email'],
  },
  'contact-management': {
    records: {
      title: 'Contacts',
      columns: [
        ['Name', people],
        ['Company', companies],
        ['Email', ['anna@northwind.test', 'ben@globex.test', 'chloe@initech.test', 'david@acme.test']],
        ['Tag', ['Customer', 'Lead', 'Partner', 'VIP']],
      ],
    },
    panel: {
      title: 'Contact',
      facts: [
        ['Email', ['anna@northwind.test', 'ben@globex.test', 'iris@acme.test']],
        ['Phone', ['+44 20 7946 0018', '+1 312 555 0143', '+49 30 901820']],
        ['Company', companies.slice(2, 5)],
        ['Tags', ['Customer, VIP', 'Lead', 'Partner']],
        ['Added', ['Mar 2, 2026', 'Jan 18, 2026', 'Oct 9, 2025']],
      ],
      action: 'Edit contact',
    },
    report: {
      figures: [
        ['Contacts added', ['1,920', '640', '3,410']],
        ['Merged duplicates', ['118', '42', '260']],
        ['With a phone', ['64%', '51%', '72%']],
      ],
      chart: 'contacts added from chats by month',
    },
    settings: ['Save every chat visitor', 'Merge duplicates by email', 'Tag contacts by source', 'Sync to the address book'],
  },
  'desktop-sharing': {
    records: {
      title: 'Sessions',
      columns: [
        ['Visitor', people],
        ['Agent', people.slice().reverse()],
        ['Duration', ['4 min', '12 min', '7 min', '21 min', '2 min']],
        ['Result', ['Solved', 'Follow-up', 'Solved', 'Ended by visitor']],
      ],
    },
    panel: {
      title: 'Co-browsing',
      facts: [
        ['Session', ['Ready to start', 'Running', 'Ended']],
        ['Visitor’s page', ['Checkout', 'Settings', 'Pricing']],
        ['Browser', ['Chrome 131', 'Firefox 133', 'Safari 18']],
        ['Screen', ['1920 × 1080', '1440 × 900', '390 × 844']],
        ['Control', ['View only', 'Shared', 'View only']],
      ],
      action: 'Start session',
    },
    report: {
      figures: [
        ['Sessions', ['318', '92', '540']],
        ['Average length', ['8 min', '11 min', '6 min']],
        ['Solved in session', ['81%', '74%', '88%']],
      ],
      chart: 'sessions by month',
    },
    settings: ['Ask before sharing the screen', 'Mask payment fields', 'Let agents take control', 'Record sessions'],
  },
  'lead-generation': {
    records: {
      title: 'Leads',
      columns: [
        ['Lead', people],
        ['Source', ['Pricing page', 'Webinar', 'Chat', 'Ad campaign', 'Referral']],
        ['Score', ['86', '72', '64', '91', '45']],
        ['Status', ['New', 'Contacted', 'Qualified', 'Lost']],
      ],
    },
    panel: {
      title: 'Lead',
      facts: [
        ['Score', ['86 of 100', '72 of 100', '91 of 100']],
        ['Source', ['Pricing page', 'Webinar', 'Ad campaign']],
        ['Company size', ['50–200', '10–50', '200+']],
        ['Interested in', ['Team plan', 'Enterprise', 'Starter']],
        ['Status', ['New', 'Contacted', 'Qualified']],
      ],
      action: 'Send to sales',
    },
    report: {
      figures: [
        ['Leads captured', ['624', '1,380', '295']],
        ['Qualified', ['38%', '44%', '29%']],
        ['Cost per lead', ['$4.10', '$2.80', '$6.40']],
      ],
      chart: 'leads captured by month',
    },
    settings: ['Ask for an email before the chat', 'Score leads automatically', 'Send hot leads to sales', 'Notify on new leads'],
  },
  chatbots: {
    records: {
      title: 'Bot stories',
      columns: [
        ['Story', ['Order status', 'Opening hours', 'Returns', 'Book a demo', 'Reset password']],
        ['Trigger', ['“Where is my order”', 'Chat started', '“Return”', 'Pricing page', '“Password”']],
        ['Handled', ['1,204', '860', '430', '96', '715']],
        ['Handover', ['8%', '2%', '15%', '40%', '5%']],
      ],
    },
    panel: {
      title: 'Bot in this chat',
      facts: [
        ['Story', ['Order status', 'Returns', 'Book a demo']],
        ['Step', ['Asked for the order number', 'Offered a label', 'Picked a time']],
        ['Confidence', ['94%', '81%', '67%']],
        ['Handover', ['Not needed', 'Asked for', 'Done']],
        ['Language', ['English', 'German', 'Spanish']],
      ],
      action: 'Take over',
    },
    report: {
      figures: [
        ['Chats solved by the bot', ['2,940', '1,120', '4,380']],
        ['Handed to agents', ['12%', '18%', '9%']],
        ['Satisfaction', ['89%', '84%', '92%']],
      ],
      chart: 'chats solved by the bot by month',
    },
    settings: ['Greet new visitors', 'Hand over when asked', 'Answer outside opening hours', 'Use the knowledge base'],
  },
  'files-sharing': {
    records: {
      title: 'Files',
      columns: [
        ['File', ['invoice-4821.pdf', 'setup-guide.pdf', 'screenshot.png', 'contract.docx', 'logs.zip']],
        ['Shared by', people],
        ['Size', ['240 KB', '1.8 MB', '620 KB', '84 KB', '12 MB']],
        ['Access', ['Customer', 'Team', 'Public link', 'Agents only']],
      ],
    },
    panel: {
      title: 'Files in this chat',
      facts: [
        ['Latest file', ['invoice-4821.pdf', 'screenshot.png', 'contract.docx']],
        ['Size', ['240 KB', '620 KB', '84 KB']],
        ['Shared', ['2 min ago', '1 hour ago', 'Yesterday']],
        ['Access', ['Customer', 'Agents only', 'Team']],
        ['Link expires', ['In 7 days', 'In 24 hours', 'Never']],
      ],
      action: 'Share a file',
    },
    report: {
      figures: [
        ['Files shared', ['3,180', '920', '5,460']],
        ['Storage used', ['18 GB', '4.2 GB', '36 GB']],
        ['Downloads', ['7,420', '2,130', '11,800']],
      ],
      chart: 'files shared by month',
    },
    settings: ['Let visitors upload files', 'Scan uploads for viruses', 'Expire links after 7 days', 'Keep files with the transcript'],
  },
  'social-media': {
    records: {
      title: 'Messages',
      columns: [
        ['From', people],
        ['Channel', ['Facebook', 'Instagram', 'X', 'WhatsApp', 'LinkedIn']],
        ['Received', recently],
        ['Status', ['Replied', 'Waiting', 'Assigned', 'Closed']],
      ],
    },
    panel: {
      title: 'Social profile',
      facts: [
        ['Channel', ['Instagram', 'Facebook', 'WhatsApp']],
        ['Handle', ['@anna.smith', '@bnowak', '@chloe_g']],
        ['Followers', ['1,240', '380', '12,600']],
        ['Last post', ['2 days ago', 'Yesterday', 'Last week']],
        ['Mentions of you', ['3 mentions', 'None', '12 mentions']],
      ],
      action: 'Open profile',
    },
    report: {
      figures: [
        ['Messages answered', ['2,310', '840', '4,960']],
        ['Reply time', ['6 min', '14 min', '3 min']],
        ['Busiest channel', ['Instagram', 'Facebook', 'WhatsApp']],
      ],
      chart: 'messages by month',
    },
    settings: ['Answer direct messages', 'Answer comments', 'Route by channel', 'Send away messages'],
  },
};
