from game.app import main

raise SystemExit(main())
