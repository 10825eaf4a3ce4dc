// Written by `npm run seed-pictures` from services/catalog/seed/images: do not edit (docs/decisions.md 121).
import type { Picture } from '../picture-variants.js';

/** /api/media/seed/food-antipasti-platter.svg */
export const seedPictureFoodAntipastiPlatter: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRkoAAABXRUJQVlA4ID4AAACQAQCdASoQAAwAA4BaJbACdADtn0AA/ROPK7edF+G8JzXc3+KdVFhdTbjxVfxF094BDKWulhlfPQUxoAAAAA==',
};
/** /api/media/seed/food-beef-tenderloin-flambe.svg */
export const seedPictureFoodBeefTenderloinFlambe: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRloAAABXRUJQVlA4IE4AAADQAQCdASoQAAwAA4BaJYgCdADdEq7ygAD+8rSTwKi2GJNgaJuvNge6cyT+pj/T1OWUL8mvaJ6mN01KXOJAphYO1tEjiMzRMC3TSPAAAAA=',
};
/** /api/media/seed/food-burrata.svg */
export const seedPictureFoodBurrata: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRnAAAABXRUJQVlA4IGQAAABwAgCdASoQAAwAA4BaJbACdLoAEIwW5p3ZeAXAAPnrifW/jVuAuHt+bw5hAwNvnNHc6NHLrRuoaT0dNGykKhZefm8LQLvv028w89x73JBVR2tkvv5IN4hq/iWHwRzlI4yFpAAA',
};
/** /api/media/seed/food-flambe-at-the-table.svg */
export const seedPictureFoodFlambeAtTheTable: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRl4AAABXRUJQVlA4IFIAAAAQAgCdASoQAAwAA4BaJbACdAEORnejb7YAAP7i+0lQqJBsRAnwS389zFEAOoe5TPWrSyeLlntBmzV6I1BRXjMNqcRKe91IGw9735m9vimg3gAA',
};
/** /api/media/seed/food-fresh-fish-on-ice.svg */
export const seedPictureFoodFreshFishOnIce: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRlwAAABXRUJQVlA4IFAAAAAQAgCdASoQAAwAA4BaJYwCdAEPdodvnr6AAP7qTluJsWUn0RVRBLtUH7BU71+0xMfKmFmYo0tpfN6x/TRnjfufiMPZse1t5zw1YToo0qAAAA==',
};
/** /api/media/seed/food-gamberoni.svg */
export const seedPictureFoodGamberoni: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRmYAAABXRUJQVlA4IFoAAACwAgCdASoQAAwAA4BaJYwCdAYrF8rOcfGj6vaNkAAA/vK0Zg8MqPDR9EOjZqfMR6iTifV21cNU+xg8AJ9z+8FuZarXhftCHW94Os+NCZj9njGh/ViULh2kwAA=',
};
/** /api/media/seed/food-grilled-dorade.svg */
export const seedPictureFoodGrilledDorade: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRlYAAABXRUJQVlA4IEoAAADwAQCdASoQAAwAA4BaJZACdAEO7qbG2AAA/vHdXgjGPX4Uf6KwqKjSMI3XqTbG1vkTN0gjR/8W/P9ZKS6pW0LbMPfHBMFblHsAAA==',
};
/** /api/media/seed/food-pizza-margherita.svg */
export const seedPictureFoodPizzaMargherita: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRoIAAABXRUJQVlA4IHYAAAAQAgCdASoQAAwAA4BaJbACdAYtLS/kHT5gAP7xga35EnBD+M/QXq5SbrL7cU7+0xc5FSut+KrpwvmMIkrfjofBpEClyunmyoZE4QGUpws3Jxp7imoC+a5HNi8m8BoFdInjV2TP4Qox0nxt9uu/BMb3O8vV4GAA',
};
/** /api/media/seed/food-ravioli-sage-butter.svg */
export const seedPictureFoodRavioliSageButter: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRmoAAABXRUJQVlA4IF4AAAAQAgCdASoQAAwAA4BaJbACdAD1kpcUDR+wAP7X/1VkmwnXBl/q4dQ+M7ALLiTqDEKTVBfUuutIaMPviomvvc9fhSQt9UVBsqJ/AStparQxGKMulU05uedJ72iE08AA',
};
/** /api/media/seed/food-tagliatelle-ragu.svg */
export const seedPictureFoodTagliatelleRagu: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRkwAAABXRUJQVlA4IEAAAADwAQCdASoQAAwAA4BaJQBOgCIj2QOb5AAA/u1gAZ2z7iRcmAy5oZXPuXI1Czcq7tmxKqVMFayAO/weWATdgYAA',
};
/** /api/media/seed/food-tiramisu.svg */
export const seedPictureFoodTiramisu: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRlAAAABXRUJQVlA4IEQAAADQAQCdASoQAAwAA4BaJbACdACkG/+KhADtDD4/6lIv4Q6l9WnIwsvGp1PcpNhUVU7RtSruufo83YYcr6i5m/OSRRAAAA==',
};
