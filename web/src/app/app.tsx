import { Route, Switch } from 'wouter';

function Wordmark() {
  return (
    <a href="/" className="wordmark" aria-label="RimborsoVolo24, pagina iniziale">
      RimborsoVolo<span className="badge">24</span>
    </a>
  );
}

function Home() {
  return (
    <main>
      <h1>Volo in ritardo, cancellato o in overbooking?</h1>
      <p>
        Con il Regolamento (CE) 261/2004 puoi avere fino a <strong>600 €</strong> di risarcimento. Ci occupiamo noi della
        richiesta e paghi solo in caso di successo: 25% + IVA.
      </p>
      <p className="note">Il servizio online è in preparazione.</p>
    </main>
  );
}

function NotFound() {
  return (
    <main>
      <h1>404 Page Not Found</h1>
      <p>
        <a href="/">Torna alla home</a>
      </p>
    </main>
  );
}

export function App() {
  return (
    <>
      <header>
        <Wordmark />
      </header>
      <Switch>
        <Route path="/" component={Home} />
        <Route component={NotFound} />
      </Switch>
      <footer>© RimborsoVolo24 · rimborsovolo24.it</footer>
    </>
  );
}
