document.getElementById('app')!.textContent = 'Quillkeep'
