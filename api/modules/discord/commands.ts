/** Discord's numbers for the parts of the API we use. */
export const CommandType = { ChatInput: 1 } as const;
export const OptionType = { String: 3, Integer: 4 } as const;

export const CHARACTER_NAME_OPTION = 'character_name';
export const ROUND_ID_OPTION = 'id';

const characterNameOption = {
  type: OptionType.String,
  name: CHARACTER_NAME_OPTION,
  description: 'Your Old School RuneScape character name, as it shows in game',
  required: true,
  min_length: 1,
  max_length: 12,
};

/** The slash commands as registered with Discord; the interactions endpoint answers these names. */
export const discordCommands = [
  {
    type: CommandType.ChatInput,
    name: 'link',
    description: 'Link an OSRS character to your BA Times account, so its rounds count as yours',
    options: [characterNameOption],
  },
  {
    type: CommandType.ChatInput,
    name: 'main',
    description: 'Choose which of your linked characters is your main account on BA Times',
    options: [characterNameOption],
  },
  {
    type: CommandType.ChatInput,
    name: 'pb',
    description: "Show a player's personal bests on BA Times, with their picture",
    options: [{ ...characterNameOption, description: 'The character name, as it shows in game' }],
  },
  {
    type: CommandType.ChatInput,
    name: 'round',
    description: 'Show a round from BA Times: its time, team and wave splits',
    options: [{ type: OptionType.Integer, name: ROUND_ID_OPTION, description: 'The round’s id, as in its address on the site (/details/123)', required: true, min_value: 1 }],
  },
] as const;

export type CommandName = (typeof discordCommands)[number]['name'];
