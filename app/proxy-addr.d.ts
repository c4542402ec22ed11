// proxy-addr (Express's dependency, which decides its "trust proxy" setting) ships no types.
declare module "proxy-addr" {
  import type { IncomingMessage } from "node:http";

  type Trust = (address: string, hop: number) => boolean;

  function proxyaddr(req: IncomingMessage, trust: Trust): string;
  namespace proxyaddr {
    function all(req: IncomingMessage, trust?: Trust): string[];
    function compile(value: string | string[]): Trust;
  }
  export default proxyaddr;
}
