// Placeholder until its branch lands: answers 404.
export async function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function Placeholder() {
  return null;
}
