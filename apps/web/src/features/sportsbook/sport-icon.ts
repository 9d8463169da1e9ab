import {
  BicepsFlexed,
  CarFront,
  Circle,
  CircleDot,
  CircleDotDashed,
  Disc3,
  Dog,
  Feather,
  Flag,
  FlagTriangleRight,
  Gamepad2,
  Goal,
  HandFist,
  HockeyStick,
  type LucideIcon,
  MonitorPlay,
  RugbyBall,
  ShieldHalf,
  Sparkles,
  Table2,
  Target,
  Trophy,
  Users,
  Volleyball,
  Whistle,
} from 'lucide-react'

// The icons the sports list names (apps/server sportsbook/sport-list.ts), imported one by one: the whole lucide
// set by name would put every icon in the chunk. An icon the operator names later and not listed here shows a trophy.
const icons: Record<string, LucideIcon> = {
  'biceps-flexed': BicepsFlexed,
  'car-front': CarFront,
  circle: Circle,
  'circle-dot': CircleDot,
  'circle-dot-dashed': CircleDotDashed,
  'disc-3': Disc3,
  dog: Dog,
  feather: Feather,
  flag: Flag,
  'flag-triangle-right': FlagTriangleRight,
  'gamepad-2': Gamepad2,
  goal: Goal,
  'hand-fist': HandFist,
  'hockey-stick': HockeyStick,
  'monitor-play': MonitorPlay,
  'rugby-ball': RugbyBall,
  'shield-half': ShieldHalf,
  sparkles: Sparkles,
  'table-2': Table2,
  target: Target,
  users: Users,
  volleyball: Volleyball,
  whistle: Whistle,
}

export function sportIcon(name: string): LucideIcon {
  return icons[name] ?? Trophy
}
