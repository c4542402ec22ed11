// Placeholder until its branch lands: answers 404.
export async function loader() {
  throw new Response("Not Found", { status: 404 });
}
