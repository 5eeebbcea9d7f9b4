/** A home section's 4:5 picture from public/art, cropped square from the tablet width up. */
export function SectionArt({ src, alt }: { src: string; alt: string }) {
  return <img src={src} alt={alt} width={800} height={1000} loading="lazy" decoding="async" className="aspect-[4/5] h-auto w-full object-cover md:aspect-square" />;
}
